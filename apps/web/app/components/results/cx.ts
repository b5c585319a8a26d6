/** Joins the class names that are set (no Tailwind merging: callers avoid conflicts). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** Joins the truthy class names (the design system's cn is not exported to the app). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The brand mark with the operator's brand name (white-label). */
export function Brand({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-teal-700" />
        <circle cx="16" cy="13" r="5" className="fill-white" />
        <path d="M7 27c1.5-5 5-7.5 9-7.5s7.5 2.5 9 7.5" className="fill-white" />
      </svg>
      {name}
    </span>
  );
}

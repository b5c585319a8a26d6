interface FaqProps {
  items: { question: string; answer: string }[];
}

/** Questions that open in place (native details: keyboard and screen readers for free). */
export function Faq({ items }: FaqProps) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="mt-0.5 text-brand-700 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-sm leading-6 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

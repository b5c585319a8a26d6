import { StarIcon } from '@hs/ui/icons';

/** Five filled stars, decorative: the text next to them says the rating. */
export function Stars({ className = 'size-4' }: { className?: string }) {
  return (
    <span aria-hidden="true" className="inline-flex text-amber-400">
      {[0, 1, 2, 3, 4].map((i) => (
        <StarIcon key={i} className={className} fill="currentColor" strokeWidth={0} />
      ))}
    </span>
  );
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

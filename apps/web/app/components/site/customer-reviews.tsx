import { useTranslation } from 'react-i18next';
import type { Review } from '@hs/contracts/reviews';
import { Badge } from '@hs/ui/badge';
import { StarIcon } from '@hs/ui/icons';

/**
 * The published reviews (GET /reviews/all, spec 001 section 7), each in its own language;
 * a review staff marked as demo says so on its card (issue 19: no invented testimonial
 * passes for a customer's).
 */
export function CustomerReviews({ reviews }: { reviews: Review[] }) {
  const { t, i18n } = useTranslation();
  const k = 'pagesExamples.reviews';
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="customer-reviews" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h2 id="customer-reviews" className="text-2xl font-bold tracking-tight text-slate-900">
        {t(`${k}.customersTitle`)}
      </h2>
      {reviews.some((r) => r.demo) ? (
        <p className="mt-2 text-sm text-slate-600">{t(`${k}.demoNote`)}</p>
      ) : null}
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li
            key={review._id}
            lang={review.locale}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <figure className="flex h-full flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className="flex text-amber-500"
                  role="img"
                  aria-label={t(`${k}.stars`, { count: review.rating })}
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <StarIcon
                      key={n}
                      className={`size-4 ${n <= review.rating ? 'fill-current' : 'opacity-30'}`}
                    />
                  ))}
                </span>
                {review.demo ? <Badge tone="warning">{t(`${k}.demo`)}</Badge> : null}
              </div>
              {review.title ? <p className="font-semibold text-slate-900">{review.title}</p> : null}
              <blockquote className="flex-1 text-sm leading-6 whitespace-pre-line text-slate-700">
                {review.text}
              </blockquote>
              <figcaption className="text-xs text-slate-500">
                {review.author} ·{' '}
                <time dateTime={review.reviewedAt}>{date.format(new Date(review.reviewedAt))}</time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import { StarIcon } from '@hs/ui/icons';
import type { Route } from './+types/reviews';
import type { Review } from '@hs/contracts/reviews';
import { CustomerReviews } from '../../components/site/customer-reviews.tsx';
import { getFromApi } from '../../components/site/page-api.ts';
import { useSiteFrame } from '../../components/site/site-frame.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useBrand } from './parts/brand.ts';
import { CallToAction } from './parts/call-to-action.tsx';
import { ExamplePairs, loadExamples } from './parts/example-pairs.tsx';
import { HeadshotArt } from './parts/headshot-art.tsx';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';
import { Section } from './parts/section.tsx';

// spec 001 section 7: GET /reviews/all answers the published reviews (none when it fails).
async function loadReviews(context: unknown): Promise<Review[]> {
  try {
    const answer = await getFromApi<{ reviews?: Review[] }>(context, '/api/reviews/all');
    return answer?.status === 200 ? (answer.body.reviews ?? []) : [];
  } catch {
    return [];
  }
}

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesExamples.reviews');
}

// Issue 20 item 1: staff's published before-and-after examples, read on the server, and
// the published reviews (issue 19).
export async function loader({ context }: Route.LoaderArgs) {
  const [examples, reviews] = await Promise.all([loadExamples(context), loadReviews(context)]);
  return { examples, reviews };
}

const PAIRS = [
  { key: 'grey', colors: ['#9ca3af', '#4b5563'], outfit: '#1f2937' },
  { key: 'navy', colors: ['#1e3a8a', '#0f172a'], outfit: '#e5e7eb' },
  { key: 'warm', colors: ['#e7d5c0', '#b08968'], outfit: '#7c2d12' },
] as const;
const EXPECT = ['face', 'backdrop', 'crop'] as const;
const NOT = ['clothes', 'pose', 'skin'] as const;

// spec 001 section 2 (Other): Examples (/reviews).
// spec 001 section 9 (Displayed stats): the seeded review stats and the external trust page;
// no made-up testimonials.
export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const brand = useBrand();
  const { stats, trustPageUrl } = useSiteFrame();
  const number = new Intl.NumberFormat(i18n.language);
  const examples = loaderData?.examples ?? [];
  return (
    <>
      <PageHero
        title={t('pagesExamples.reviews.title')}
        lead={t('pagesExamples.reviews.lead', { brand })}
      >
        {stats?.reviews ? (
          <div className="flex flex-col items-center gap-2">
            <p className="flex items-center gap-2 text-slate-800">
              <span className="flex text-amber-500" aria-hidden="true">
                {[1, 2, 3, 4, 5].map((n) => (
                  <StarIcon key={n} className="size-5 fill-current" />
                ))}
              </span>
              <span className="font-medium">
                {t('pagesExamples.reviews.rating', {
                  score: number.format(stats.trustScore),
                  count: number.format(stats.reviews),
                })}
              </span>
            </p>
            {trustPageUrl ? (
              <a href={trustPageUrl} className={buttonClasses('link', 'md')} rel="noopener">
                {t('pagesExamples.reviews.readReviews')}
              </a>
            ) : null}
          </div>
        ) : null}
      </PageHero>

      {loaderData?.reviews?.length ? <CustomerReviews reviews={loaderData.reviews} /> : null}

      <Section
        id="examples"
        title={t('pagesExamples.reviews.examplesTitle')}
        intro={
          examples.length
            ? t('showcase.public.intro', { brand })
            : t('pagesExamples.reviews.examplesNote')
        }
      >
        {examples.length ? (
          <ExamplePairs examples={examples} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-3">
            {PAIRS.map((pair) => (
              <li
                key={pair.key}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="grid grid-cols-2 gap-3 text-center text-xs font-medium text-slate-600">
                  <figure>
                    <HeadshotArt
                      colors={['#fde68a', '#a8a29e']}
                      outfit={pair.outfit}
                      label={t('pagesExamples.reviews.selfieArt')}
                      className="w-full -rotate-2 rounded-lg"
                    />
                    <figcaption className="mt-2">{t('pagesExamples.reviews.before')}</figcaption>
                  </figure>
                  <figure>
                    <HeadshotArt
                      colors={pair.colors}
                      outfit={pair.outfit}
                      label={t('pagesExamples.reviews.headshotArt', {
                        backdrop: t(`pagesExamples.reviews.backdrops.${pair.key}`),
                      })}
                      className="w-full rounded-lg"
                    />
                    <figcaption className="mt-2">{t('pagesExamples.reviews.after')}</figcaption>
                  </figure>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <section aria-label={t('pagesExamples.reviews.expectTitle')} className="bg-slate-50">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 sm:py-16">
          <List title={t('pagesExamples.reviews.expectTitle')} mark="✓" tone="text-brand-700">
            {EXPECT.map((item) => t(`pagesExamples.reviews.expect.${item}`))}
          </List>
          <List title={t('pagesExamples.reviews.notTitle')} mark="✕" tone="text-slate-500">
            {NOT.map((item) => t(`pagesExamples.reviews.not.${item}`))}
          </List>
        </div>
      </section>

      <CallToAction
        title={t('pagesHome.final.title')}
        body={t('pagesHome.final.body')}
        to={localizePath('/app/add', locale)}
        label={t('pagesHome.hero.start')}
      />
    </>
  );
}

function List({
  title,
  mark,
  tone,
  children,
}: {
  title: string;
  mark: string;
  tone: string;
  children: string[];
}) {
  return (
    <div className="rounded-xl bg-white p-6 shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <ul className="mt-4 space-y-3">
        {children.map((text) => (
          <li key={text} className="flex gap-3 text-slate-700">
            <span aria-hidden="true" className={`font-bold ${tone}`}>
              {mark}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

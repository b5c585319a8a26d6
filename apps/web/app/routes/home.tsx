import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import type { Route } from './+types/home';
import { useLoginFailedFlag } from '../auth/use-login-failed-flag.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { useBrand } from './public/parts/brand.ts';
import { CallToAction } from './public/parts/call-to-action.tsx';
import { ExamplePairs, loadExamples } from './public/parts/example-pairs.tsx';
import { Faq } from './public/parts/faq.tsx';
import { HeadshotArt } from './public/parts/headshot-art.tsx';
import { contentMeta } from './public/parts/meta.ts';
import { PageHero } from './public/parts/page-hero.tsx';
import { Section } from './public/parts/section.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesHome');
}

// Issue 20 item 1: staff's published before-and-after examples, read on the server.
export async function loader({ context }: Route.LoaderArgs) {
  return { examples: await loadExamples(context) };
}

const STEPS = ['upload', 'choose', 'receive'] as const;
const LIKE_YOU = ['own', 'check', 'honest'] as const;
const FAQ = ['photos', 'clothes', 'privacy', 'time', 'refund'] as const;

// Illustrated backdrops (drawings, not customer photos): the seeded catalogue's colours.
export const EXAMPLES = [
  { key: 'grey', colors: ['#9ca3af', '#4b5563'], outfit: '#111827' },
  { key: 'white', colors: ['#f8fafc'], outfit: '#1e3a8a' },
  { key: 'navy', colors: ['#1e3a8a', '#0f172a'], outfit: '#e5e7eb' },
  { key: 'warm', colors: ['#e7d5c0', '#b08968'], outfit: '#334155' },
] as const;

// spec 000 section 2: the home page of the public site.
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const brand = useBrand();
  const loginFailed = useLoginFailedFlag();
  const to = (path: string) => localizePath(path, locale);
  const examples = loaderData?.examples ?? [];
  return (
    <>
      {loginFailed && (
        <p
          role="alert"
          className="bg-red-50 px-4 py-3 text-center text-sm font-medium text-red-800"
        >
          {t('auth.errors.generic')}
        </p>
      )}
      <PageHero
        eyebrow={t('pagesHome.hero.eyebrow')}
        title={t('pagesHome.hero.title')}
        lead={t('pagesHome.hero.subtitle', { brand })}
      >
        <Link to={to('/app/add')} className={buttonClasses('primary', 'lg')}>
          {t('pagesHome.hero.start')}
        </Link>
        <Link to={to('/company-headshots')} className={buttonClasses('secondary', 'lg')}>
          {t('pagesHome.hero.teams')}
        </Link>
      </PageHero>

      <Section
        id="how-it-works"
        title={t('pagesHome.steps.title')}
        intro={t('pagesHome.steps.intro')}
      >
        <ol className="grid gap-5 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">
                {t(`pagesHome.steps.${step}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                {t(`pagesHome.steps.${step}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="examples"
        tinted
        title={t('pagesHome.examples.title')}
        intro={
          examples.length ? t('showcase.public.intro', { brand }) : t('pagesHome.examples.intro')
        }
      >
        {examples.length ? (
          <ExamplePairs examples={examples} />
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {EXAMPLES.map((example) => (
              <li key={example.key} className="text-center">
                <HeadshotArt
                  colors={example.colors}
                  outfit={example.outfit}
                  label={t(`pagesHome.examples.${example.key}`)}
                  className="w-full rounded-xl shadow-sm"
                />
                <p className="mt-2 text-sm font-medium text-slate-700">
                  {t(`pagesHome.examples.${example.key}Name`)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-8 text-center">
          <Link to={to('/reviews')} className={buttonClasses('link', 'md')}>
            {t('pagesHome.examples.more')}
          </Link>
        </p>
      </Section>

      <Section
        id="looks-like-you"
        title={t('pagesHome.likeYou.title')}
        intro={t('pagesHome.likeYou.intro', { brand })}
      >
        <div className="grid gap-5 sm:grid-cols-3">
          {LIKE_YOU.map((point) => (
            <div key={point} className="rounded-xl bg-brand-50 p-6">
              <h3 className="font-semibold text-slate-900">
                {t(`pagesHome.likeYou.${point}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">
                {t(`pagesHome.likeYou.${point}.body`)}
              </p>
            </div>
          ))}
        </div>
      </Section>

      <section aria-label={t('pagesHome.pricing.title')} className="bg-slate-50">
        <div className="mx-auto grid max-w-5xl gap-5 px-4 py-12 sm:grid-cols-2 sm:px-6 sm:py-16">
          <Teaser
            title={t('pagesHome.pricing.title')}
            body={t('pagesHome.pricing.body')}
            to={to('/pricing')}
            link={t('pagesHome.pricing.link')}
          />
          <Teaser
            title={t('pagesHome.teams.title')}
            body={t('pagesHome.teams.body')}
            to={to('/company-headshots')}
            link={t('pagesHome.teams.link')}
          />
        </div>
      </section>

      <Section id="faq" title={t('pagesHome.faq.title')}>
        <Faq
          items={FAQ.map((item) => ({
            question: t(`pagesHome.faq.${item}.question`),
            answer: t(`pagesHome.faq.${item}.answer`, { brand }),
          }))}
        />
      </Section>

      <CallToAction
        title={t('pagesHome.final.title')}
        body={t('pagesHome.final.body')}
        to={to('/app/add')}
        label={t('pagesHome.hero.start')}
      />
    </>
  );
}

function Teaser({
  title,
  body,
  to,
  link,
}: {
  title: string;
  body: string;
  to: string;
  link: string;
}) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-3 flex-1 leading-7 text-slate-600">{body}</p>
      <Link to={to} className={buttonClasses('secondary', 'md', 'mt-6 self-start')}>
        {link}
      </Link>
    </div>
  );
}

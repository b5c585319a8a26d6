import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import type { Route } from './+types/company-headshots';
import { TeamPricing } from '../../components/buying/team-pricing.tsx';
import { useLocale } from '../../hooks/use-locale.ts';
import { useBrand } from './parts/brand.ts';
import { CallToAction } from './parts/call-to-action.tsx';
import { ExamplePairs, loadExamples } from './parts/example-pairs.tsx';
import { Faq } from './parts/faq.tsx';
import { HeadshotArt } from './parts/headshot-art.tsx';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';
import { Section } from './parts/section.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesTeams');
}

// Issue 20 item 1: staff's published before-and-after examples, read on the server.
export async function loader({ context }: Route.LoaderArgs) {
  return { examples: await loadExamples(context) };
}

const STEPS = ['buy', 'invite', 'upload', 'collect'] as const;
const BENEFITS = ['consistent', 'remote', 'private', 'honest'] as const;
const FAQ = ['members', 'backdrop', 'refunds', 'more'] as const;
const TEAM = ['#1f2937', '#7c2d12', '#1e3a8a', '#365314', '#581c87'] as const;

// spec 000 section 2: the team landing; its Pricing link is the in-page anchor #pricing.
export default function CompanyHeadshots({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const brand = useBrand();
  const to = (path: string) => localizePath(path, locale);
  const examples = loaderData?.examples ?? [];
  return (
    <>
      <PageHero
        eyebrow={t('pagesTeams.hero.eyebrow')}
        title={t('pagesTeams.hero.title')}
        lead={t('pagesTeams.hero.lead')}
      >
        <a href="#pricing" className={buttonClasses('primary', 'lg')}>
          {t('pagesTeams.hero.pricing')}
        </a>
        <Link to={to('/auth/signup')} className={buttonClasses('secondary', 'lg')}>
          {t('pagesTeams.hero.start')}
        </Link>
      </PageHero>
      {/* Issue 20 item 1: drawings, said plainly; no drawing imitates a customer's result. */}
      <figure className="mx-auto -mt-2 max-w-3xl px-4">
        <div aria-hidden="true" className="flex justify-center gap-2 sm:gap-4">
          {TEAM.map((outfit) => (
            <HeadshotArt
              key={outfit}
              colors={['#9ca3af', '#4b5563']}
              outfit={outfit}
              label=""
              className="w-14 rounded-lg shadow-sm sm:w-24"
            />
          ))}
        </div>
        <figcaption className="mt-2 text-center text-xs text-slate-600">
          {t('pagesTeams.hero.illustration')}
        </figcaption>
      </figure>

      {examples.length ? (
        <Section
          id="examples"
          tinted
          title={t('showcase.public.title')}
          intro={t('showcase.public.intro', { brand })}
        >
          <ExamplePairs examples={examples} />
        </Section>
      ) : null}

      <Section id="how-it-works" title={t('pagesTeams.steps.title')}>
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">
                {t(`pagesTeams.steps.${step}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                {t(`pagesTeams.steps.${step}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="benefits" tinted title={t('pagesTeams.benefits.title', { brand })}>
        <div className="grid gap-5 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <div key={benefit} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-slate-900">
                {t(`pagesTeams.benefits.${benefit}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                {t(`pagesTeams.benefits.${benefit}.body`, { brand })}
              </p>
            </div>
          ))}
        </div>
      </Section>

      {/* spec 000 section 2: the page's Pricing link is this in-page anchor. */}
      <Section
        id="pricing"
        title={t('pagesTeams.pricing.title')}
        intro={t('pagesTeams.pricing.intro')}
      >
        <TeamPricing />
        <p className="mt-6 text-center">
          <Link to={to('/pricing')} className={buttonClasses('link', 'md')}>
            {t('pagesTeams.pricing.link')}
          </Link>
        </p>
      </Section>

      <Section id="faq" tinted title={t('pagesTeams.faq.title')}>
        <Faq
          items={FAQ.map((item) => ({
            question: t(`pagesTeams.faq.${item}.question`),
            answer: t(`pagesTeams.faq.${item}.answer`),
          }))}
        />
      </Section>

      <CallToAction
        title={t('pagesTeams.final.title')}
        body={t('pagesTeams.final.body')}
        to={to('/auth/signup')}
        label={t('pagesTeams.hero.start')}
      />
    </>
  );
}

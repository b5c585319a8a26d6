import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { COOKIE_MAX_AGE } from '@hs/domain/tracking';
import { buttonClasses } from '@hs/ui/button-classes';
import type { Route } from './+types/affiliate';
import { useLocale } from '../../hooks/use-locale.ts';
import { useBrand } from './parts/brand.ts';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';
import { Section } from './parts/section.tsx';

// spec 001 section 9: hp_referred_by, set from ?ref, lasts 45 days.
const REFERRAL_DAYS = String(COOKIE_MAX_AGE.referredBy / 86_400);

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesCompany.affiliate', { days: REFERRAL_DAYS });
}

const STEPS = ['link', 'share', 'credit'] as const;
const RULES = ['paid', 'self', 'honest', 'reward'] as const;

// spec 000 section 1: the referral and affiliate programme (?ref links).
export default function Affiliate() {
  const { t } = useTranslation();
  const locale = useLocale();
  const brand = useBrand();
  const k = 'pagesCompany.affiliate';
  const invite = localizePath('/invite', locale);
  return (
    <>
      <PageHero title={t(`${k}.title`)} lead={t(`${k}.lead`, { brand })}>
        <Link to={invite} className={buttonClasses('primary', 'lg')}>
          {t(`${k}.start`)}
        </Link>
      </PageHero>
      <Section id="how-it-works" title={t(`${k}.steps.title`)}>
        <ol className="grid gap-5 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`${k}.steps.${step}.title`)}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                {t(`${k}.steps.${step}.body`, { days: REFERRAL_DAYS })}
              </p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="rules" tinted title={t(`${k}.rules.title`)}>
        <ul className="mx-auto max-w-3xl list-disc space-y-3 pl-5 leading-7 text-slate-700">
          {RULES.map((rule) => (
            <li key={rule}>{t(`${k}.rules.${rule}`)}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}

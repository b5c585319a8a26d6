import { useTranslation } from 'react-i18next';
import { localizePath } from '@hs/domain/locale';
import type { Route } from './+types/sub-processors';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useBrand } from '../parts/brand.ts';
import { LegalFooter } from '../parts/legal-page.tsx';
import { contentMeta } from '../parts/meta.ts';
import { PageHero } from '../parts/page-hero.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesLegal.subProcessors');
}

// The parts an operator may hand to an outside service (README configuration: S3_*,
// SMTP_URL, payments, the generation engine); none by default.
const PARTS = ['storage', 'email', 'payments', 'generation'] as const;
const COLUMNS = ['purpose', 'default'] as const;

// spec 001 section 2 (Other): /legal/sub-processors.
export default function SubProcessors() {
  const { t } = useTranslation();
  const locale = useLocale();
  const brand = useBrand();
  const k = 'pagesLegal.subProcessors';
  return (
    <>
      <PageHero title={t(`${k}.title`)} lead={t(`${k}.lead`, { brand })} />
      <article className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <ul className="space-y-4">
          {PARTS.map((part) => (
            <li key={part} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">
                {t(`${k}.parts.${part}.name`)}
              </h2>
              <dl className="mt-3 grid gap-3 text-sm leading-6 sm:grid-cols-2 sm:gap-6">
                {COLUMNS.map((column) => (
                  <div key={column}>
                    <dt className="font-medium text-slate-500">{t(`${k}.columns.${column}`)}</dt>
                    <dd className="mt-1 text-slate-700">{t(`${k}.parts.${part}.${column}`)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">{t(`${k}.note`)}</p>
        <LegalFooter brand={brand} to={localizePath('/contact', locale)} />
      </article>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { localizePath } from '@hs/domain/locale';
import type { Route } from './+types/best-ai-headshot-generators';
import { useLocale } from '../../hooks/use-locale.ts';
import { useBrand } from './parts/brand.ts';
import { CallToAction } from './parts/call-to-action.tsx';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';
import { Section } from './parts/section.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesExamples.compare');
}

const APPROACHES = ['trained', 'single', 'composite', 'photographer'] as const;
const COLUMNS = ['likeness', 'outfits', 'privacy', 'effort'] as const;
const CHOOSE = ['likeness', 'outfit', 'privacy', 'price'] as const;

// spec 001 section 2 (Other): an honest comparison of approaches, no invented figures.
export default function BestAiHeadshotGenerators() {
  const { t } = useTranslation();
  const locale = useLocale();
  const brand = useBrand();
  const k = 'pagesExamples.compare';
  return (
    <>
      <PageHero title={t(`${k}.title`)} lead={t(`${k}.lead`)} />
      <Section id="approaches" title={t(`${k}.approachesTitle`)}>
        <ol className="grid gap-5 sm:grid-cols-2">
          {APPROACHES.map((approach, index) => (
            <li
              key={approach}
              className={`rounded-xl border p-6 shadow-sm ${approach === 'composite' ? 'border-brand-400 bg-brand-50' : 'border-slate-200 bg-white'}`}
            >
              <h3 className="font-semibold text-slate-900">
                {index + 1}. {t(`${k}.approaches.${approach}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">
                {t(`${k}.approaches.${approach}.body`, { brand })}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="at-a-glance" tinted title={t(`${k}.tableTitle`)}>
        {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
        <div
          role="region"
          aria-label={t(`${k}.tableCaption`)}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t(`${k}.tableCaption`)}</caption>
            <thead className="bg-slate-100 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t(`${k}.columns.approach`)}
                </th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {t(`${k}.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700">
              {APPROACHES.map((approach) => (
                <tr key={approach}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {t(`${k}.approaches.${approach}.title`)}
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column} className="px-4 py-3">
                      {t(`${k}.rows.${approach}.${column}`)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="choose" title={t(`${k}.chooseTitle`)}>
        <ul className="mx-auto max-w-3xl list-disc space-y-3 pl-5 leading-7 text-slate-700">
          {CHOOSE.map((point) => (
            <li key={point}>{t(`${k}.choose.${point}`)}</li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title={t('pagesHome.final.title')}
        body={t('pagesHome.final.body')}
        to={localizePath('/app/add', locale)}
        label={t(`${k}.start`, { brand })}
      />
    </>
  );
}

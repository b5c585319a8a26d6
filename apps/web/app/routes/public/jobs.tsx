import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import type { Route } from './+types/jobs';
import { useLocale } from '../../hooks/use-locale.ts';
import { useBrand } from './parts/brand.ts';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesCompany.jobs');
}

// spec 001 section 2 (Other): /jobs. No positions are configured, so the page says so.
export default function Jobs() {
  const { t } = useTranslation();
  const locale = useLocale();
  const brand = useBrand();
  const k = 'pagesCompany.jobs';
  return (
    <>
      <PageHero title={t(`${k}.title`)} lead={t(`${k}.lead`)} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16 sm:px-6">
        <div
          role="status"
          className="rounded-xl border border-dashed border-slate-300 p-6 text-center"
        >
          <p className="font-semibold text-slate-900">{t(`${k}.none`)}</p>
          <p className="mt-2 text-sm text-slate-600">{t(`${k}.noneBody`)}</p>
        </div>
        <section aria-labelledby="contribute" className="rounded-xl bg-slate-50 p-6">
          <h2 id="contribute" className="text-xl font-semibold text-slate-900">
            {t(`${k}.contributeTitle`)}
          </h2>
          <p className="mt-2 leading-7 text-slate-700">{t(`${k}.contributeBody`, { brand })}</p>
        </section>
        <section aria-labelledby="apply" className="rounded-xl bg-slate-50 p-6">
          <h2 id="apply" className="text-xl font-semibold text-slate-900">
            {t(`${k}.applyTitle`)}
          </h2>
          <p className="mt-2 leading-7 text-slate-700">{t(`${k}.applyBody`)}</p>
          <Link
            to={localizePath('/contact', locale)}
            className={buttonClasses('primary', 'md', 'mt-4')}
          >
            {t(`${k}.apply`)}
          </Link>
        </section>
      </div>
    </>
  );
}

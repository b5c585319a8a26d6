import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { headshotTypeFromSlug, HEADSHOT_TYPES, headshotTypePath } from '@hs/domain/headshot-types';
import { localeFromPath, localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import type { Route } from './+types/headshot-type';
import { useLocale } from '../../hooks/use-locale.ts';
import { getI18n } from '../../i18n/i18n.ts';
import { pageMeta, publicUrlFrom } from '../../seo.ts';
import { brandFromMatches } from './parts/brand.ts';
import { HeadshotArt } from './parts/headshot-art.tsx';
import { PageHero } from './parts/page-hero.tsx';
import { TYPE_ART } from './parts/type-art.ts';

// An unknown keyword answers 404 with the not-found page (root error boundary).
export function loader({ params }: Route.LoaderArgs) {
  const type = headshotTypeFromSlug(params.slug);
  if (!type) throw data(null, { status: 404, statusText: 'Not Found' });
  return { type };
}

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const locale = localeFromPath(location.pathname);
  const { t } = getI18n(locale);
  const title = t(`pagesTypes.types.${loaderData.type}.title`);
  return pageMeta({
    path: location.pathname,
    locale,
    title: t('pagesTypes.typeMetaTitle', { title, brand: brandFromMatches(matches) }),
    description: t(`pagesTypes.types.${loaderData.type}.lead`),
    publicUrl: publicUrlFrom(matches),
  });
}

const POINTS = ['use', 'tip', 'backdrop'] as const;

// spec 001 section 2 (Other): /headshot-types/{keyword}-headshots.
export default function HeadshotType({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { type } = loaderData;
  const key = `pagesTypes.types.${type}`;
  const title = t(`${key}.title`);
  return (
    <>
      <PageHero title={title} lead={t(`${key}.lead`)}>
        <Link to={localizePath('/app/add', locale)} className={buttonClasses('primary', 'lg')}>
          {t('pagesTypes.start')}
        </Link>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:grid-cols-[1fr_2fr] sm:px-6">
        <HeadshotArt
          {...TYPE_ART[type]}
          label={t('pagesTypes.art', { title })}
          className="mx-auto w-48 rounded-xl shadow-md sm:w-full"
        />
        <div className="space-y-6">
          {POINTS.map((point) => (
            <section key={point} aria-labelledby={`${point}-title`}>
              <h2 id={`${point}-title`} className="text-lg font-semibold text-slate-900">
                {t(`pagesTypes.${point}Title`)}
              </h2>
              <p className="mt-2 leading-7 text-slate-600">{t(`${key}.${point}`)}</p>
            </section>
          ))}
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('pagesTypes.honest')}
          </p>
        </div>
      </div>
      <nav aria-label={t('pagesTypes.allTypes')} className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
          <h2 className="font-semibold text-slate-900">
            <Link to={localizePath('/headshot-types', locale)} className="hover:underline">
              {t('pagesTypes.allTypes')}
            </Link>
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {HEADSHOT_TYPES.filter((other) => other !== type).map((other) => (
              <li key={other}>
                <Link
                  to={localizePath(headshotTypePath(other), locale)}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700"
                >
                  {t(`pagesTypes.types.${other}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}

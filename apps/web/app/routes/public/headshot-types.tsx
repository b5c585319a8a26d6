import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HEADSHOT_TYPES, headshotTypePath } from '@hs/domain/headshot-types';
import { localizePath } from '@hs/domain/locale';
import type { Route } from './+types/headshot-types';
import { useLocale } from '../../hooks/use-locale.ts';
import { HeadshotArt } from './parts/headshot-art.tsx';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';
import { TYPE_ART } from './parts/type-art.ts';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesTypes');
}

// spec 001 section 2 (Other): Headshots (/headshot-types) and one page per type.
export default function HeadshotTypes() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHero title={t('pagesTypes.title')} lead={t('pagesTypes.lead')} />
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HEADSHOT_TYPES.map((type) => (
            <li key={type}>
              <Link
                to={localizePath(headshotTypePath(type), locale)}
                className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-400 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <HeadshotArt
                  {...TYPE_ART[type]}
                  label={t('pagesTypes.art', { title: t(`pagesTypes.types.${type}.title`) })}
                  className="w-16 shrink-0 rounded-lg"
                />
                <span>
                  <span className="block font-semibold text-slate-900">
                    {t(`pagesTypes.types.${type}.title`)}
                  </span>
                  <span className="mt-1 block text-sm leading-6 text-slate-600">
                    {t(`pagesTypes.types.${type}.lead`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

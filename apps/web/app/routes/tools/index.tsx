import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import type { Route } from './+types/index';
import { useLocale } from '../../hooks/use-locale.ts';
import { PageHero } from '../public/parts/page-hero.tsx';
import { contentMeta } from '../public/parts/meta.ts';
import { TOOLS } from './parts/tool-list.ts';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'tools.index');
}

// spec 001 section 2: Tools in the public navigation.
export default function ToolsIndex() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHero
        eyebrow={t('tools.index.eyebrow')}
        title={t('tools.index.title')}
        lead={t('tools.index.lead')}
      />
      <ul className="mx-auto grid max-w-5xl gap-4 px-4 pb-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {TOOLS.map((tool) => (
          <li
            key={tool.key}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 className="text-lg font-semibold text-slate-900">{t(`tools.names.${tool.key}`)}</h2>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">
              {t(`tools.blurbs.${tool.key}`)}
            </p>
            <Link
              to={localizePath(tool.path, locale)}
              className="mt-4 inline-flex items-center text-sm font-semibold text-teal-800 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
            >
              {t('tools.index.open')}
              <span className="sr-only">: {t(`tools.names.${tool.key}`)}</span>
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import { useLocale } from '../../../hooks/use-locale.ts';
import { PageHero } from '../../public/parts/page-hero.tsx';
import { TOOLS, type ToolKey } from './tool-list.ts';

interface ToolPageProps {
  tool: ToolKey;
  /** Which note explains how the result is made: text templates or escaped HTML. */
  how: 'text' | 'html' | null;
  children: ReactNode;
}

/** The frame of a tool page: title, the tool, how it works, and the other tools. */
export function ToolPage({ tool, how, children }: ToolPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHero
        eyebrow={t('tools.index.eyebrow')}
        title={t(`tools.${tool}.title`)}
        lead={t(`tools.${tool}.lead`)}
      />
      <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6">
        {children}
        {how ? (
          <aside
            aria-labelledby="tool-how"
            className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm leading-6 text-slate-700"
          >
            <h2 id="tool-how" className="font-semibold text-slate-900">
              {t('tools.common.howTitle')}
            </h2>
            <p className="mt-1">
              {t(how === 'text' ? 'tools.common.how' : 'tools.common.howHtml')}
            </p>
          </aside>
        ) : null}
        <nav aria-labelledby="tool-more" className="mt-10">
          <h2 id="tool-more" className="text-lg font-semibold text-slate-900">
            {t('tools.common.more')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {TOOLS.filter((other) => other.key !== tool).map((other) => (
              <li key={other.key}>
                <Link
                  to={localizePath(other.path, locale)}
                  className="inline-block rounded-full border border-slate-200 px-3 py-1.5 text-sm text-slate-700 hover:border-teal-600 hover:text-teal-800"
                >
                  {t(`tools.names.${other.key}`)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-8 flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <span>{t('tools.common.product')}</span>
            <Link to={localizePath('/app/add', locale)} className={buttonClasses('primary', 'sm')}>
              {t('tools.common.productCta')}
            </Link>
          </p>
        </nav>
      </div>
    </>
  );
}

/** The result panel: a heading, and either the result or what to do to get one. */
export function ResultPanel({ ready, children }: { ready: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="tool-result"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="tool-result" className="text-lg font-semibold text-slate-900">
        {t('tools.common.result')}
      </h2>
      <div className="mt-3" aria-live="polite">
        {ready ? children : <p className="text-sm text-slate-500">{t('tools.common.fillIn')}</p>}
      </div>
    </section>
  );
}

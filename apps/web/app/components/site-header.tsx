import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LOCALES, localizePath } from '@hs/domain/locale';
import { useLocale } from '../hooks/use-locale.ts';
import { Logo } from './logo.tsx';

export function SiteHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <p className="bg-slate-900 px-4 py-1.5 text-center text-xs text-slate-100">
        {t('header.topBar')}
      </p>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to={localizePath('/', locale)}
          aria-label={t('header.home')}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          <Logo />
        </Link>
        <nav aria-label={t('header.language')}>
          <ul className="flex items-center gap-1 text-sm">
            {LOCALES.map((l) => (
              <li key={l}>
                <Link
                  to={localizePath(pathname, l)}
                  hrefLang={l}
                  lang={l}
                  aria-current={l === locale ? 'true' : undefined}
                  className={
                    l === locale
                      ? 'rounded-md bg-slate-100 px-2.5 py-1.5 font-semibold text-slate-900'
                      : 'rounded-md px-2.5 py-1.5 text-slate-600 hover:bg-slate-50 hover:text-slate-900'
                  }
                >
                  <span className="sm:hidden">{l.toUpperCase()}</span>
                  <span className="hidden sm:inline">{t(`languages.${l}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

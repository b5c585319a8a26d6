import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LOCALES, localizePath } from '@hs/domain/locale';
import { useLocale } from '../hooks/use-locale.ts';
import { DemoModeBanner } from './demo-mode-banner.tsx';
import { Logo } from './logo.tsx';

export interface AuthShellProps {
  title: ReactNode;
  /** A short line above the title, in the brand colour. */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** A decorative badge above the title (an icon in a tinted circle). */
  icon?: ReactNode;
  /** Under the card: links to the other sign-in pages. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The sign-in pages' frame: logo, one centred card, and the language switch. */
export function AuthShell({ title, eyebrow, subtitle, icon, footer, children }: AuthShellProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <DemoModeBanner />
      <header className="flex justify-center px-4 pt-8 sm:pt-12">
        <Link
          to={localizePath('/', locale)}
          aria-label={t('header.home')}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 flex-col items-center px-4 py-8 sm:py-10">
        <div className="w-full max-w-md">
          <div className="rounded-2xl bg-white px-5 py-7 shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:px-8 sm:py-9">
            {icon ? (
              <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                {icon}
              </div>
            ) : null}
            {eyebrow ? (
              <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">
              {title}
            </h1>
            {subtitle ? (
              <p className="mt-2 text-sm leading-6 text-pretty text-slate-600">{subtitle}</p>
            ) : null}
            {children ? <div className="mt-6">{children}</div> : null}
          </div>
          {footer ? (
            <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div>
          ) : null}
        </div>
      </main>
      <footer className="px-4 pb-8">
        <nav aria-label={t('header.language')}>
          <ul className="flex items-center justify-center gap-1 text-sm">
            {LOCALES.map((l) => (
              <li key={l}>
                <Link
                  to={`${localizePath(pathname, l)}${search}`}
                  hrefLang={l}
                  lang={l}
                  aria-current={l === locale ? 'true' : undefined}
                  className={
                    l === locale
                      ? 'rounded-md px-2.5 py-1.5 font-semibold text-slate-900'
                      : 'rounded-md px-2.5 py-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900'
                  }
                >
                  {t(`languages.${l}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}

/** A link in the brand colour, for the links between sign-in pages. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {children}
    </Link>
  );
}

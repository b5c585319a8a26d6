import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { LOCALES, localizePath, type Locale } from '@hs/domain/locale';
import { GlobeIcon } from '@hs/ui/icons';
import { cx as cn } from './cx.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { MENU_LINK, NavMenu } from './nav-menu.tsx';

/**
 * A page whose path differs between languages (a blog post's slug) names its other
 * languages in its loader data as `localeAlternates`.
 */
export interface LocaleAlternates {
  localeAlternates: Partial<Record<Locale, string>>;
}

function alternatesOnPage(matches: ReturnType<typeof useMatches>) {
  for (const m of [...matches].reverse()) {
    const data = m.loaderData as Partial<LocaleAlternates> | undefined;
    if (data && typeof data === 'object' && data.localeAlternates) return data.localeAlternates;
  }
  return null;
}

/** The same page in each language (spec 000 section 2), keeping the query string. */
export function useLanguageLinks() {
  const { pathname, search } = useLocation();
  const alternates = alternatesOnPage(useMatches());
  const current = useLocale();
  return LOCALES.map((locale) => ({
    locale,
    to: alternates
      ? (alternates[locale] ?? localizePath('/', locale))
      : `${localizePath(pathname, locale)}${search}`,
    current: locale === current,
  }));
}

export function LanguageSelect() {
  const { t } = useTranslation();
  const locale = useLocale();
  const links = useLanguageLinks();
  return (
    <NavMenu
      align="end"
      label={
        <>
          <GlobeIcon className="size-4" />
          <span className="sr-only">{t('site.nav.language')}: </span>
          <span>{t(`languages.${locale}`)}</span>
        </>
      }
      panelClassName="min-w-40"
    >
      <ul>
        {links.map((l) => (
          <li key={l.locale}>
            <Link
              to={l.to}
              hrefLang={l.locale}
              lang={l.locale}
              aria-current={l.current ? 'true' : undefined}
              className={cn(MENU_LINK, l.current && 'font-semibold text-teal-800')}
            >
              {t(`languages.${l.locale}`)}
            </Link>
          </li>
        ))}
      </ul>
    </NavMenu>
  );
}

/** The languages as a row of links (mobile drawer, footer). */
export function LanguageLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const links = useLanguageLinks();
  return (
    <ul className={cn('flex flex-wrap gap-1', className)} aria-label={t('site.nav.language')}>
      {links.map((l) => (
        <li key={l.locale}>
          <Link
            to={l.to}
            hrefLang={l.locale}
            lang={l.locale}
            aria-current={l.current ? 'true' : undefined}
            className={cn(
              'inline-block rounded-md px-3 py-2 text-sm',
              l.current
                ? 'bg-slate-100 font-semibold text-slate-900'
                : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
            )}
          >
            {t(`languages.${l.locale}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

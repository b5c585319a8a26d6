import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteFrame } from '@hs/contracts/site';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { CurrencySwitch } from '../currency/currency-switch.tsx';
import { CTA_CLASSES, accountLinks } from './account-links.ts';
import { Brand } from './brand.tsx';
import { LanguageSelect } from './language-select.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { MainNav } from './nav.tsx';
import { Stars, formatCount } from './stars.tsx';

/**
 * spec 000 section 2: the rating line with happy customers, and headshots created. A figure
 * of 0 (counted on a new installation) is left out rather than shown (issue 20 item 1).
 */
function StatsLine({ stats }: { stats: NonNullable<SiteFrame['stats']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!stats.reviews && !stats.users && !stats.photos) return null;
  return (
    <div className="border-b border-slate-100 bg-teal-50/60">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-0.5 px-4 py-1.5 text-xs text-slate-700 sm:px-6">
        {stats.reviews || stats.users ? (
          <span className="inline-flex items-center gap-1.5">
            {stats.reviews ? (
              <>
                <Stars className="size-3.5" />
                <span className="sr-only">
                  {t('site.rating', {
                    score: stats.trustScore.toLocaleString(locale),
                    reviews: formatCount(stats.reviews, locale),
                  })}
                </span>
              </>
            ) : null}
            {stats.users ? (
              <span>{t('site.happyCustomers', { value: formatCount(stats.users, locale) })}</span>
            ) : null}
          </span>
        ) : null}
        {stats.photos ? (
          <span>{t('site.headshotsCreated', { value: formatCount(stats.photos, locale) })}</span>
        ) : null}
      </p>
    </div>
  );
}

/** The marketing header (spec 000 section 2). */
export function SiteHeader({ frame }: { frame: SiteFrame }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { viewer } = usePageContext();
  // spec 000 section 6: logged in means a non-empty uid (anonymous accounts included).
  const signedIn = Boolean(viewer?.uid);
  const links = accountLinks(locale);
  return (
    // While the phone drawer (a <details> inside) is open, the header's layer is raised
    // above the floating support button.
    <header className="relative z-30 bg-white has-[details[open]]:z-50">
      <p className="bg-slate-900 px-4 py-1.5 text-center text-xs text-slate-100">
        {t('site.topBar')}
      </p>
      {frame.stats ? <StatsLine stats={frame.stats} /> : null}
      <div className="border-b border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 py-2.5 sm:px-6">
          <Link
            to={localizePath('/', locale)}
            aria-label={t('site.homeLink', { brand: frame.brandName })}
            className="order-1 mr-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            <Brand name={frame.brandName} />
          </Link>
          <MainNav className="order-3 hidden w-full pt-1 md:flex xl:order-2 xl:w-auto xl:pt-0" />
          <div className="order-2 ml-auto flex items-center gap-1 xl:order-3">
            <div className="hidden items-center gap-1 md:flex">
              <LanguageSelect />
              <CurrencySwitch />
            </div>
            <div className="hidden items-center gap-2 sm:flex">
              {signedIn ? (
                <Link to={links.dashboard} className={`${CTA_CLASSES} h-10 text-sm`}>
                  {t('site.nav.toDashboard')}
                </Link>
              ) : (
                <>
                  <Link to={links.login} className={buttonClasses('ghost', 'md')}>
                    {t('site.nav.login')}
                  </Link>
                  <Link to={links.startCreating} className={`${CTA_CLASSES} h-10 text-sm`}>
                    {t('site.nav.getHeadshots')}
                  </Link>
                </>
              )}
            </div>
            <div className="md:hidden">
              <MobileDrawer signedIn={signedIn} />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}

import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAV_LEFT, NAV_RIGHT, type NavItem } from '@hs/domain/site-navigation';
import { buttonClasses } from '@hs/ui/button-classes';
import { MenuIcon, XIcon } from '@hs/ui/icons';
import { useLocale } from '../../hooks/use-locale.ts';
import { CurrencySwitch } from '../currency/currency-switch.tsx';
import { CTA_CLASSES, accountLinks } from './account-links.ts';
import { useDetailsDisclosure } from './use-details-disclosure.ts';
import { trapKeys, useFocusOnOpen } from './focus-trap.ts';
import { LanguageLinks } from './language-select.tsx';
import { useNavTarget } from './nav.tsx';

const ROW =
  'block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600';
const SUB_ROW =
  'block rounded-md px-3 py-2 text-sm text-slate-600 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600';

function DrawerEntry({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const target = useNavTarget();
  return (
    <li>
      <Link to={target(item)} className={ROW}>
        {t(`site.${item.title}`)}
      </Link>
      {item.children ? (
        <ul className="mb-2 ml-3 border-l border-slate-200 pl-2">
          {item.children
            .filter((child) => child.href !== item.href)
            .map((child) => (
              <li key={child.href}>
                <Link to={target(child)} className={SUB_ROW}>
                  {t(`site.${child.title}`)}
                </Link>
              </li>
            ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The navigation on small screens (spec 000 section 2, mobile drawer): the same links,
 * then Dashboard when signed in, else Login (back to /app) and 'Start creating'.
 *
 * A native <details> (decision 047, like the header's menus in decision 040): the browser
 * opens it on a tap, Enter or Space from the first paint, before and without JavaScript.
 * Open, its summary turns into the close button at the panel's corner. Once React runs it
 * adds the rest: focus moves in and Tab stays inside, Escape and the backdrop close it, the
 * page behind does not scroll, a followed link closes it.
 */
export function MobileDrawer({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const links = accountLinks(locale);
  const { open, details, close, onToggle } = useDetailsDisclosure();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useFocusOnOpen(panel, open);

  return (
    <details
      ref={details}
      data-drawer=""
      className="group/drawer"
      onToggle={onToggle}
      onKeyDown={(event) => {
        if (details.current?.open) trapKeys(event, close);
      }}
    >
      <summary className="relative z-[60] inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 select-none group-open/drawer:fixed group-open/drawer:top-2 group-open/drawer:right-3 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 [&::-webkit-details-marker]:hidden">
        <MenuIcon className="size-6 group-open/drawer:hidden" />
        <XIcon className="hidden size-6 group-open/drawer:block" />
        <span className="sr-only group-open/drawer:hidden">{t('site.nav.openMenu')}</span>
        <span className="sr-only hidden group-open/drawer:inline">{t('site.nav.closeMenu')}</span>
      </summary>
      <div className="fixed inset-0 z-50">
        <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" onClick={close} />
        <div
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) close();
          }}
          className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-white shadow-xl"
        >
          <div className="flex h-15 items-center border-b border-slate-200 px-4 pr-16">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {t('site.nav.menu')}
            </h2>
          </div>
          <nav aria-label={t('site.nav.main')} className="flex-1 overflow-y-auto px-2 py-3">
            <ul>
              {[...NAV_LEFT, ...NAV_RIGHT].map((item) => (
                <DrawerEntry key={item.href} item={item} />
              ))}
            </ul>
          </nav>
          <div className="space-y-3 border-t border-slate-200 px-4 py-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <LanguageLinks />
              <CurrencySwitch side="above" />
            </div>
            {signedIn ? (
              <Link to={links.dashboard} className={`${CTA_CLASSES} h-12 w-full text-base`}>
                {t('site.nav.dashboard')}
              </Link>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Link to={links.loginToApp} className={buttonClasses('secondary', 'lg')}>
                  {t('site.nav.login')}
                </Link>
                <Link to={links.startCreating} className={`${CTA_CLASSES} h-12 text-base`}>
                  {t('site.nav.startCreating')}
                </Link>
              </div>
            )}
          </div>
        </div>
      </div>
    </details>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteFrame } from '@hs/contracts/site';
import { localizePath } from '@hs/domain/locale';
import { footerLinkGroups, type FooterLink } from '@hs/domain/site-navigation';
import { useLocale } from '../../hooks/use-locale.ts';
import { Brand } from './brand.tsx';
import { LanguageLinks } from './language-select.tsx';
import { Stars, formatCount } from './stars.tsx';

const LINK =
  'rounded-sm text-sm text-slate-600 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

function FooterItem({ item }: { item: FooterLink }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t(`site.${item.title}`);
  if (item.external) {
    return (
      <a href={item.url} className={LINK} target="_blank" rel="noopener noreferrer">
        {title}
        <span className="sr-only"> {t('site.footer.external')}</span>
        <span aria-hidden="true"> ↗</span>
      </a>
    );
  }
  return (
    <Link to={localizePath(item.url, locale)} className={LINK}>
      {title}
    </Link>
  );
}

function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-8 shrink-0 text-teal-700" aria-hidden="true">
      <path
        d="M12 2.5 4 5.5v6c0 5 3.4 8.9 8 10 4.6-1.1 8-5 8-10v-6l-8-3Z"
        fill="currentColor"
        opacity=".15"
      />
      <path
        d="M12 2.5 4 5.5v6c0 5 3.4 8.9 8 10 4.6-1.1 8-5 8-10v-6l-8-3Zm-3.5 9.5 2.5 2.5 4.5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The footer (spec 001 section 2, Other): every link, badges, claim, copyright. */
export function SiteFooter({ frame }: { frame: SiteFrame }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = footerLinkGroups(frame);
  const { stats } = frame;
  return (
    <footer className="border-t border-slate-200 bg-slate-50" aria-label={t('site.footer.label')}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <div className="space-y-5">
            <Brand name={frame.brandName} />
            <p className="max-w-xs text-sm text-slate-600">{t('site.footer.tagline')}</p>
            {stats?.users ? (
              <p className="text-sm font-semibold text-slate-900">
                {t('site.footer.happyCustomers', { value: formatCount(stats.users, locale) })}
              </p>
            ) : null}
            <ul className="flex flex-wrap gap-3">
              <li className="flex items-center gap-3 rounded-lg bg-white px-3 py-2 shadow-sm ring-1 ring-slate-200">
                <Stars />
                <span className="text-xs leading-tight">
                  <span className="block font-semibold text-slate-900">
                    {t('site.footer.fiveStars')}
                  </span>
                  {stats?.reviews ? (
                    <span className="block text-slate-600">
                      {t('site.footer.fiveStarsDetail', {
                        score: stats.trustScore.toLocaleString(locale),
                        reviews: formatCount(stats.reviews, locale),
                      })}
                    </span>
                  ) : null}
                </span>
              </li>
              <li className="flex max-w-xs items-center gap-3 rounded-lg bg-white px-3 py-2 shadow-sm ring-1 ring-slate-200">
                <ShieldIcon />
                <span className="text-xs leading-tight">
                  <span className="block font-semibold text-slate-900">
                    {t('site.footer.securityBadge')}
                  </span>
                  <span className="block text-slate-600">{t('site.footer.securityDetail')}</span>
                </span>
              </li>
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
            {groups.map((group, i) => (
              <div
                key={group.title}
                className={i === groups.length - 1 ? 'col-span-2 sm:col-span-1' : undefined}
              >
                <h2 className="text-sm font-semibold text-slate-900">{t(`site.${group.title}`)}</h2>
                <ul
                  className={
                    i === groups.length - 1
                      ? 'mt-3 grid grid-cols-2 gap-x-8 gap-y-2 sm:block sm:space-y-2'
                      : 'mt-3 space-y-2'
                  }
                >
                  {group.items.map((item) => (
                    <li key={item.title}>
                      <FooterItem item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            {t('site.footer.copyright', { year: new Date().getFullYear(), brand: frame.brandName })}
          </p>
          <LanguageLinks />
        </div>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { Badge } from '@hs/ui/badge';
import { useLocale } from '../../hooks/use-locale.ts';
import { teamHref } from '@hs/domain/team-menu';

const UPCOMING = ['members', 'clothing', 'style', 'credits'] as const;

export default function TeamDashboard() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="py-8 sm:py-10">
      <title>{`${t('account.team.dashboard.title')} · Headshot Studio`}</title>
      <p className="text-sm font-semibold text-brand-700">{t('account.team.yourOrganization')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900">
        {t('account.team.dashboard.title')}
      </h1>
      <p className="mt-4 max-w-3xl text-base leading-7 text-gray-700">
        {t('account.team.dashboard.intro')}
      </p>
      <section aria-labelledby="team-upcoming" className="mt-10">
        <h2 id="team-upcoming" className="text-lg font-semibold text-gray-900">
          {t('account.team.dashboard.upcomingTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {UPCOMING.map((item) => (
            <li key={item}>
              <Link
                to={localizePath(teamHref(item), locale)}
                className="block h-full rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="flex items-center justify-between gap-3">
                  <span className="font-semibold text-gray-900">
                    {t(`account.team.items.${item}`)}
                  </span>
                  <Badge tone="warning">{t('account.notBuilt.badge')}</Badge>
                </span>
                <span className="mt-2 block text-sm leading-6 text-gray-600">
                  {t(`account.team.dashboard.${item}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

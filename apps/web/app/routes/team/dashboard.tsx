import { useTranslation } from 'react-i18next';
import { localizePath } from '@hs/domain/locale';
import { ComingCard } from '../../components/coming-card.tsx';
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
              <ComingCard
                to={localizePath(teamHref(item), locale)}
                title={t(`account.team.items.${item}`)}
                description={t(`account.team.dashboard.${item}`)}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

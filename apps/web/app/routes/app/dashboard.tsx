import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { Badge } from '@hs/ui/badge';
import { buttonClasses } from '@hs/ui/button-classes';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';

export default function Dashboard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { viewer } = usePageContext();
  // The customer layout lets only signed-in users with an account reach this page.
  const user = viewer?.user;
  if (!viewer || !user) return null;
  const name = user.displayName || viewer.name || viewer.email;
  const isLead = user.role === 'TeamLead' && Boolean(user.organizationId);

  return (
    <div className="py-8 sm:py-12">
      <title>{`${t('account.dashboard.title')} · Headshot Studio`}</title>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">
          {t('account.dashboard.welcome', { name })}
        </h1>
        <Badge tone="brand">{t(`account.roles.${user.role}`)}</Badge>
        {user.adminRole ? <Badge tone="info">{user.adminRole}</Badge> : null}
      </div>

      <section
        aria-labelledby="now"
        className="mt-8 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      >
        <h2 id="now" className="text-lg font-semibold text-gray-900">
          {t('account.dashboard.nowTitle')}
        </h2>
        <p className="mt-2 max-w-3xl text-sm leading-6 text-gray-700">
          {t(`account.dashboard.now${user.role}`)}
        </p>
        {user.adminRole ? (
          <p className="mt-2 text-sm leading-6 text-gray-700">
            {t('account.dashboard.nowStaff', { role: user.adminRole })}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={localizePath('/app/add', locale)} className={buttonClasses('primary')}>
            {t('account.dashboard.startCreating')}
          </Link>
          <Link to={localizePath('/app/results', locale)} className={buttonClasses('secondary')}>
            {t('account.pages.results')}
          </Link>
          <Link to={localizePath('/studio', locale)} className={buttonClasses('secondary')}>
            {t('account.pages.studio')}
          </Link>
          <Link to={localizePath('/profile', locale)} className={buttonClasses('secondary')}>
            {t('account.pages.profile')}
          </Link>
          <Link to={localizePath('/invoice', locale)} className={buttonClasses('secondary')}>
            {t('account.pages.invoice')}
          </Link>
          {isLead ? (
            <Link to={localizePath('/app/admin', locale)} className={buttonClasses('secondary')}>
              {t('account.dashboard.openOrganization')}
            </Link>
          ) : null}
          {user.adminRole ? (
            <Link to="/admin" className={buttonClasses('secondary')}>
              {t('account.dashboard.openBackOffice')}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}

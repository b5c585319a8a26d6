import { useTranslation } from 'react-i18next';
import { PreselectOptions } from '../../components/team-area/preselect-options.tsx';
import { AreaHeading, WithOrganization } from './dashboard.tsx';

// spec 001 section 2: /app/admin/style; section 3: preselectedOptions {styles, clothing}
// per team (the sidebar's team, or All members).
export default function TeamStyle() {
  const { t } = useTranslation();
  return (
    <div className="py-8 sm:py-10">
      <AreaHeading
        title={t('account.team.items.style')}
        intro={t('orgSettings.preselect.styles.intro')}
      />
      <WithOrganization>
        {(o) => <PreselectOptions kind="styles" organization={o} />}
      </WithOrganization>
    </div>
  );
}

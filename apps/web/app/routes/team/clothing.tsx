import { useTranslation } from 'react-i18next';
import { PreselectOptions } from '../../components/team-area/preselect-options.tsx';
import { AreaHeading, WithOrganization } from './dashboard.tsx';

// spec 001 section 2: /app/admin/clothing; section 3: preselectedOptions {styles, clothing}
// per team (the sidebar's team, or All members).
export default function TeamClothing() {
  const { t } = useTranslation();
  return (
    <div className="py-8 sm:py-10">
      <AreaHeading
        title={t('account.team.items.clothing')}
        intro={t('orgSettings.preselect.clothing.intro')}
      />
      <WithOrganization>
        {(o) => <PreselectOptions kind="clothing" organization={o} />}
      </WithOrganization>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { localizePath } from '@hs/domain/locale';
import { NotBuilt } from '../../components/not-built.tsx';
import { useLocale } from '../../hooks/use-locale.ts';

// spec 001 section 2: team creation, and where a user without an organization is sent.
export default function NewTeam() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <NotBuilt
      title={t('account.team.newTeam.title')}
      badge={t('account.notBuilt.badge')}
      body={t('account.team.newTeam.body')}
      detail={t('account.team.newTeam.detail')}
      back={{ to: localizePath('/app', locale), label: t('account.notBuilt.back') }}
    />
  );
}

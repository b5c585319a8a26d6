import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { useLocale } from '../../hooks/use-locale.ts';

/** Loading and error states of what a page of options needs. */
export function OptionsState({
  isError,
  retry,
  ready,
}: {
  isError: boolean;
  retry: () => void;
  ready: boolean;
}) {
  const { t } = useTranslation();
  if (isError) {
    return (
      <div role="alert" className="mt-8 flex flex-wrap items-center gap-3 text-sm text-red-800">
        {t('orgSettings.loadFailed')}
        <Button size="sm" variant="secondary" onClick={retry}>
          {t('orgSettings.retry')}
        </Button>
      </div>
    );
  }
  if (!ready) {
    return (
      <p role="status" className="mt-8 flex items-center gap-3 text-sm text-gray-600">
        <Spinner size="sm" /> {t('orgSettings.loading')}
      </p>
    );
  }
  return null;
}

export function SettingsLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Link
      to={localizePath('/app/admin/settings', locale)}
      className="text-sm font-medium text-brand-700 underline"
    >
      {t('orgSettings.preselect.settingsLink')}
    </Link>
  );
}

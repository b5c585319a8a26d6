import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccountRoute } from '@hs/contracts/privacy';
import { localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { logout, tokens } from '../../auth/api.ts';
import { callOperation } from '../data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

/** The export is a file download: the id token goes in headers, so it is fetched, then saved. */
async function downloadExport(uid: string): Promise<void> {
  tokens.signedIn(uid);
  const res = await fetch('/api/user/export', {
    credentials: 'same-origin',
    headers: await tokens.headers(),
  });
  if (!res.ok) throw new Error(`export: ${res.status}`);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name ?? 'my-data.zip';
  link.click();
  URL.revokeObjectURL(link.href);
}

// issue 14 item 4 and issue 18 item 3: a copy of one's data, and deleting the account
// (photos, models and files go; what the law keeps for invoices stays, anonymised).
export function PrivacySettings({ uid, email }: { uid: string; email: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function exportData() {
    setBusy('export');
    setError(null);
    try {
      await downloadExport(uid);
    } catch {
      setError(t('profile.privacy.exportFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function deleteAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('confirmEmail') ?? '');
    setBusy('delete');
    setError(null);
    try {
      await callOperation(api, deleteAccountRoute, { body: { email: typed } });
      await logout().catch(() => undefined);
      window.location.assign(localizePath('/?accountDeleted=1', locale));
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(null);
    }
  }

  return (
    <section
      id="privacy"
      aria-labelledby="privacy-title"
      className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="privacy-title" className="text-lg font-semibold text-gray-900">
        {t('profile.privacy.title')}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{t('profile.privacy.exportBody')}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={busy !== null}
        onClick={() => void exportData()}
      >
        {t('profile.privacy.export')}
      </Button>
      <form
        className="mt-6 border-t border-gray-200 pt-5"
        onSubmit={(e) => void deleteAccount(e)}
        aria-labelledby="delete-title"
      >
        <h3 id="delete-title" className="text-sm font-semibold text-red-800">
          {t('profile.privacy.deleteTitle')}
        </h3>
        <p className="mt-2 text-sm text-gray-700">{t('profile.privacy.deleteRemoves')}</p>
        <p className="mt-2 text-sm text-gray-700">{t('profile.privacy.deleteKeeps')}</p>
        <label className="mt-3 block text-sm text-gray-700">
          {t('profile.privacy.confirmLabel', { email })}
          <input
            name="confirmEmail"
            type="email"
            required
            autoComplete="off"
            maxLength={254}
            className="mt-1 block w-full rounded-lg border-0 px-3 py-2 text-gray-900 ring-1 ring-gray-300 focus:ring-2 focus:ring-red-600"
          />
        </label>
        <Button type="submit" variant="danger" size="sm" className="mt-3" disabled={busy !== null}>
          {t('profile.privacy.delete')}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}

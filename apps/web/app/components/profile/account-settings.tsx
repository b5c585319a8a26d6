import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hs/domain/password';
import { Button } from '@hs/ui/button';
import { failureText, identity } from '../../auth/identity.ts';

type Notice = { kind: 'ok' | 'error'; text: string } | null;

const field =
  'mt-1 block w-full rounded-lg border-0 px-3 py-2 text-gray-900 ring-1 ring-gray-300 focus:ring-2 focus:ring-blue-600';

// issue 18 item 3: account details, a change of e-mail confirmed by mail, the password.
export function AccountSettings({
  email,
  name,
  isAnonymous,
}: {
  email: string;
  name: string | null;
  isAnonymous: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [emailNotice, setEmailNotice] = useState<Notice>(null);
  const [passwordNotice, setPasswordNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<'email' | 'password' | null>(null);

  async function changeEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const newEmail = String(new FormData(form).get('newEmail') ?? '').trim();
    setBusy('email');
    const answer = await identity.changeEmail({ newEmail, callbackURL: '/app/profile' });
    setBusy(null);
    setEmailNotice(
      answer.ok
        ? { kind: 'ok', text: t('profile.account.emailSent', { email: newEmail }) }
        : { kind: 'error', text: failureText(answer, t, i18n.language) },
    );
    if (answer.ok) form.reset();
  }

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy('password');
    const answer = await identity.changePassword({
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
    });
    setBusy(null);
    setPasswordNotice(
      answer.ok
        ? { kind: 'ok', text: t('profile.account.passwordChanged') }
        : { kind: 'error', text: failureText(answer, t, i18n.language) },
    );
    if (answer.ok) form.reset();
  }

  const notice = (n: Notice) =>
    n ? (
      <p
        role={n.kind === 'error' ? 'alert' : 'status'}
        className={`mt-2 text-sm ${n.kind === 'error' ? 'text-red-800' : 'text-green-800'}`}
      >
        {n.text}
      </p>
    ) : null;

  return (
    <section
      id="account"
      aria-labelledby="account-title"
      className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="account-title" className="text-lg font-semibold text-gray-900">
        {t('profile.account.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-gray-600">{t('profile.account.name')}</dt>
        <dd className="text-gray-900">{name || '—'}</dd>
        <dt className="text-gray-600">{t('profile.account.email')}</dt>
        <dd className="break-all text-gray-900" data-testid="account-email">
          {email}
        </dd>
      </dl>
      {isAnonymous ? (
        <p className="mt-4 text-sm text-gray-700">{t('profile.account.anonymous')}</p>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <form onSubmit={(e) => void changeEmail(e)} aria-labelledby="change-email-title">
            <h3 id="change-email-title" className="text-sm font-semibold text-gray-900">
              {t('profile.account.changeEmail')}
            </h3>
            <label className="mt-2 block text-sm text-gray-700">
              {t('profile.account.newEmail')}
              <input name="newEmail" type="email" required maxLength={254} className={field} />
            </label>
            <p className="mt-1 text-xs text-gray-600">{t('profile.account.emailHint')}</p>
            <Button type="submit" size="sm" className="mt-3" disabled={busy === 'email'}>
              {t('profile.account.sendLink')}
            </Button>
            {notice(emailNotice)}
          </form>
          <form onSubmit={(e) => void changePassword(e)} aria-labelledby="change-password-title">
            <h3 id="change-password-title" className="text-sm font-semibold text-gray-900">
              {t('profile.account.changePassword')}
            </h3>
            <label className="mt-2 block text-sm text-gray-700">
              {t('profile.account.currentPassword')}
              <input
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
                maxLength={PASSWORD_MAX_LENGTH}
                className={field}
              />
            </label>
            <label className="mt-2 block text-sm text-gray-700">
              {t('profile.account.newPassword')}
              <input
                name="newPassword"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={PASSWORD_MAX_LENGTH}
                className={field}
              />
            </label>
            <Button type="submit" size="sm" className="mt-3" disabled={busy === 'password'}>
              {t('profile.account.savePassword')}
            </Button>
            {notice(passwordNotice)}
          </form>
        </div>
      )}
    </section>
  );
}

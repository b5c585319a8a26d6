import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isValidEmail } from '@hs/domain/email';
import { localeFromPath, localizePath } from '@hs/domain/locale';
import { Button, buttonClasses } from '@hs/ui/button';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import type { Route } from './+types/reset-password';
import { FAILURE_TEXT, identity } from '../../auth/identity.ts';
import { passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hs/domain/password';
import { EmailField } from '../../components/auth-email-field.tsx';
import { AuthAlert } from '../../components/auth-alert.tsx';
import {
  EnvelopeIcon,
  KeyIcon,
  LinkBrokenIcon,
  ShieldCheckIcon,
} from '../../components/auth-icons.tsx';
import { PasswordInput } from '../../components/auth-password-input.tsx';
import { AuthLink, AuthShell } from '../../components/auth-shell.tsx';
import { useLocale } from '../../hooks/use-locale.ts';
import { getI18n } from '../../i18n/i18n.ts';

export function meta({ location }: Route.MetaArgs) {
  const { t } = getI18n(localeFromPath(location.pathname));
  return [{ title: t('auth.reset.metaTitle') }, { name: 'robots', content: 'noindex' }];
}

function BackToLogin() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p>
      {t('auth.reset.remembered')}{' '}
      <AuthLink to={localizePath('/auth/login', locale)}>{t('auth.reset.backToLogin')}</AuthLink>
    </p>
  );
}

/** Step 1: ask for the link. The answer is the same whether the account exists or not. */
function RequestLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function request(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = isValidEmail(email) ? undefined : t('auth.validation.emailInvalid');
    setFieldError(error);
    if (error) return;
    setPending(true);
    setMessage(null);
    const answer = await identity.requestPasswordReset({
      email: email.trim(),
      redirectTo: localizePath('/auth/reset-password', locale),
    });
    setPending(false);
    if (!answer.ok) {
      setMessage(t(FAILURE_TEXT[answer.failure]));
      return;
    }
    setSentTo(email.trim());
  }

  if (sentTo) {
    return (
      <AuthShell icon={<EnvelopeIcon />} title={t('auth.reset.sentTitle')} footer={<BackToLogin />}>
        <AuthAlert kind="success">{t('auth.reset.sentBody', { email: sentTo })}</AuthAlert>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      icon={<KeyIcon />}
      title={t('auth.reset.requestTitle')}
      subtitle={t('auth.reset.requestSubtitle')}
      footer={<BackToLogin />}
    >
      <form noValidate onSubmit={(e) => void request(e)} className="space-y-5">
        {message ? <AuthAlert>{message}</AuthAlert> : null}
        <EmailField value={email} onValueChange={setEmail} error={fieldError} />
        <Button type="submit" size="lg" fullWidth loading={pending} disabled={!hydrated}>
          {t('auth.reset.requestSubmit')}
        </Button>
      </form>
    </AuthShell>
  );
}

function ExpiredLink({ onRequestNew }: { onRequestNew: () => void }) {
  const { t } = useTranslation();
  return (
    <AuthShell
      icon={<LinkBrokenIcon />}
      title={t('auth.reset.expiredTitle')}
      subtitle={t('auth.reset.expiredBody')}
      footer={<BackToLogin />}
    >
      <Button size="lg" fullWidth onClick={onRequestNew}>
        {t('auth.reset.requestNew')}
      </Button>
    </AuthShell>
  );
}

/** Step 2, from the mail link: choose the new password. */
function ChoosePassword({ token, onExpired }: { token: string; onExpired: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passwordProblem(password);
    const next = {
      password: problem
        ? t(`auth.validation.${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
        : undefined,
      confirm: confirm === password ? undefined : t('auth.validation.passwordsDiffer'),
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setPending(true);
    setMessage(null);
    const answer = await identity.resetPassword({ token, newPassword: password });
    setPending(false);
    if (answer.ok) {
      setDone(true);
    } else if (answer.failure === 'invalid-token') {
      onExpired();
    } else {
      setMessage(t(FAILURE_TEXT[answer.failure]));
    }
  }

  if (done) {
    return (
      <AuthShell
        icon={<ShieldCheckIcon />}
        title={t('auth.reset.doneTitle')}
        subtitle={t('auth.reset.doneBody')}
      >
        <Link
          to={localizePath('/auth/login', locale)}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          {t('auth.reset.signIn')}
        </Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      icon={<KeyIcon />}
      title={t('auth.reset.chooseTitle')}
      subtitle={t('auth.reset.chooseSubtitle')}
      footer={<BackToLogin />}
    >
      <form noValidate onSubmit={(e) => void save(e)} className="space-y-5">
        {message ? <AuthAlert>{message}</AuthAlert> : null}
        <PasswordInput
          name="new-password"
          autoComplete="new-password"
          label={t('auth.fields.newPassword')}
          hint={t('auth.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        <PasswordInput
          name="confirm-password"
          autoComplete="new-password"
          label={t('auth.fields.confirmPassword')}
          value={confirm}
          onValueChange={setConfirm}
          error={errors.confirm}
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        <Button type="submit" size="lg" fullWidth loading={pending} disabled={!hydrated}>
          {t('auth.reset.chooseSubmit')}
        </Button>
      </form>
    </AuthShell>
  );
}

// The mail link lands here with ?token=<token>, or ?error=INVALID_TOKEN when it is stale.
export default function ResetPassword() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const [expired, setExpired] = useState(false);
  const requestNew = () => {
    setExpired(false);
    setParams({}, { replace: true });
  };
  if (expired || params.get('error')) return <ExpiredLink onRequestNew={requestNew} />;
  if (token) return <ChoosePassword token={token} onExpired={() => setExpired(true)} />;
  return <RequestLink />;
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isValidEmail } from '@hs/domain/email';
import { localeFromPath, localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { TextInput } from '@hs/ui/text-input';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import type { Route } from './+types/signup';
import { failureText, identity } from '../../auth/identity.ts';
import { loginPageURL, loginRedirectTarget } from '../../auth/login-flow.ts';
import { passwordProblem, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@hs/domain/password';
import { EmailField } from '../../components/auth-email-field.tsx';
import { AuthAlert } from '../../components/auth-alert.tsx';
import { EnvelopeIcon } from '../../components/auth-icons.tsx';
import { PasswordInput } from '../../components/auth-password-input.tsx';
import { AuthLink, AuthShell } from '../../components/auth-shell.tsx';
import { SocialButtons } from '../../components/auth-social-buttons.tsx';
import { useLocale } from '../../hooks/use-locale.ts';
import { getI18n } from '../../i18n/i18n.ts';

export function meta({ location }: Route.MetaArgs) {
  const { t } = getI18n(localeFromPath(location.pathname));
  return [
    { title: t('auth.signup.metaTitle') },
    { name: 'description', content: t('auth.signup.metaDescription') },
  ];
}

interface FieldErrors {
  name?: string;
  email?: string;
  password?: string;
}

export default function Signup() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const target = loginRedirectTarget(params.get('redirect'), localizePath('/app', locale));
  // The confirmation mail leads to the login page, which creates the account (spec 000 s. 4).
  const callbackURL = loginPageURL(locale, target);

  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function signUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passwordProblem(password);
    const errors: FieldErrors = {
      name: name.trim() ? undefined : t('auth.validation.nameRequired'),
      email: isValidEmail(email) ? undefined : t('auth.validation.emailInvalid'),
      password: problem
        ? t(`auth.validation.${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
        : undefined,
    };
    setFieldErrors(errors);
    if (errors.name || errors.email || errors.password) return;
    setPending(true);
    setMessage(null);
    const answer = await identity.signUpEmail({
      name: name.trim(),
      email: email.trim(),
      password,
      callbackURL,
    });
    setPending(false);
    if (!answer.ok) {
      setMessage(failureText(answer, t, i18n.language));
      return;
    }
    // The server answers the same for known emails (their owner gets a different mail).
    setSentTo(email.trim());
  }

  const loginLink = (
    <AuthLink
      to={
        params.get('redirect') ? loginPageURL(locale, target) : localizePath('/auth/login', locale)
      }
    >
      {t('auth.signup.signIn')}
    </AuthLink>
  );

  if (sentTo) {
    return (
      <AuthShell
        icon={<EnvelopeIcon />}
        title={t('auth.signup.checkInboxTitle')}
        footer={
          <p>
            <AuthLink to={localizePath('/auth/login', locale)}>
              {t('auth.signup.backToLogin')}
            </AuthLink>
          </p>
        }
      >
        <AuthAlert kind="success">{t('auth.signup.checkInboxBody', { email: sentTo })}</AuthAlert>
        <p className="mt-4 text-sm leading-6 text-slate-600">{t('auth.signup.spamHint')}</p>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <p>
          {t('auth.signup.haveAccount')} {loginLink}
        </p>
      }
    >
      <SocialButtons callbackURL={callbackURL} onError={setMessage} divider />
      <form noValidate onSubmit={(e) => void signUp(e)} className="space-y-5">
        {message ? <AuthAlert>{message}</AuthAlert> : null}
        <TextInput
          name="name"
          autoComplete="name"
          label={t('auth.fields.name')}
          value={name}
          onValueChange={setName}
          error={fieldErrors.name}
          maxLength={200}
          required
        />
        <EmailField value={email} onValueChange={setEmail} error={fieldErrors.email} />
        <PasswordInput
          name="password"
          autoComplete="new-password"
          label={t('auth.fields.password')}
          hint={t('auth.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={password}
          onValueChange={setPassword}
          error={fieldErrors.password}
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        <div className="space-y-4 pt-1">
          <Button type="submit" size="lg" fullWidth loading={pending} disabled={!hydrated}>
            {t('auth.signup.submit')}
          </Button>
          <p className="text-center text-xs leading-5 text-slate-500">{t('auth.signup.terms')}</p>
        </div>
      </form>
    </AuthShell>
  );
}

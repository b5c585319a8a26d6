import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isValidEmail } from '@hs/domain/email';
import { localeFromPath, localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { LoadingOverlay } from '@hs/ui/loading-overlay';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import type { Route } from './+types/login';
import { failureText, identity, toIdentity } from '../../auth/identity.ts';
import { loginPageURL, loginRedirectTarget } from '../../auth/login-flow.ts';
import { useFinishLogin } from '../../auth/use-finish-login.ts';
import { EmailField } from '../../components/auth-email-field.tsx';
import { AuthAlert } from '../../components/auth-alert.tsx';
import { EnvelopeIcon } from '../../components/auth-icons.tsx';
import { PasswordInput } from '../../components/auth-password-input.tsx';
import { AuthLink, AuthShell } from '../../components/auth-shell.tsx';
import { SocialButtons } from '../../components/auth-social-buttons.tsx';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { getI18n } from '../../i18n/i18n.ts';

export function meta({ location }: Route.MetaArgs) {
  const { t } = getI18n(localeFromPath(location.pathname));
  return [
    { title: t('auth.login.metaTitle') },
    { name: 'description', content: t('auth.login.metaDescription') },
  ];
}

// better-auth sends mail links that failed back here with ?error=<code>.
const EXPIRED_LINK_ERRORS = ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'EXPIRED_TOKEN'];

function linkErrorKey(error: string | null): string | null {
  if (!error) return null;
  return EXPIRED_LINK_ERRORS.includes(error)
    ? 'auth.errors.linkExpired'
    : 'auth.errors.signInIncomplete';
}

interface FieldErrors {
  email?: string;
  password?: string;
}

export default function Login() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { viewer } = usePageContext();
  const [params] = useSearchParams();

  // spec 001 section 2: `redirect` carries the encoded original path; `loadingMessage`
  // picks the loader text.
  const target = loginRedirectTarget(params.get('redirect'), localizePath('/app', locale));
  const callbackURL = loginPageURL(locale, target);
  const loadingText =
    params.get('loadingMessage') === 'adjusting_currency'
      ? t('auth.loading.adjustingCurrency')
      : t('auth.loading.loggingIn');

  // A signed-in visitor (back from a mail link or a social provider) finishes the login
  // flow at once; anonymous team members keep the form so they can sign in for real.
  const autoFinish = viewer !== null && !viewer.isAnonymous;
  const { busy, error: flowError, finish } = useFinishLogin(target, { startBusy: autoFinish });
  const started = useRef(false);
  useEffect(() => {
    if (!autoFinish || !viewer || started.current) return;
    started.current = true;
    void finish({ uid: viewer.uid, email: viewer.email, name: viewer.name });
  }, [autoFinish, viewer, finish]);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(() => {
    const key = linkErrorKey(params.get('error'));
    return key ? t(key) : null;
  });
  const [pending, setPending] = useState<'password' | 'link' | null>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);

  function checkEmail(): string | undefined {
    return isValidEmail(email) ? undefined : t('auth.validation.emailInvalid');
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors = {
      email: checkEmail(),
      password: password ? undefined : t('auth.validation.passwordRequired'),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setPending('password');
    setMessage(null);
    // The callback URL is where a new confirmation mail leads when the email is unconfirmed.
    const answer = await identity.signInEmail({ email: email.trim(), password, callbackURL });
    setPending(null);
    if (!answer.ok) {
      setMessage(failureText(answer, t, i18n.language));
      return;
    }
    await finish(toIdentity(answer.data.user));
  }

  async function sendLink() {
    const errors: FieldErrors = { email: checkEmail() };
    setFieldErrors(errors);
    if (errors.email) return;
    setPending('link');
    setMessage(null);
    const answer = await identity.requestMagicLink({ email: email.trim(), callbackURL });
    setPending(null);
    if (!answer.ok) {
      setMessage(failureText(answer, t, i18n.language));
      return;
    }
    setLinkSentTo(email.trim());
  }

  const withRedirect = (path: string) =>
    params.get('redirect') ? `${path}?redirect=${encodeURIComponent(target)}` : path;
  const overlay = busy ? <LoadingOverlay message={loadingText} /> : null;

  if (linkSentTo) {
    return (
      <AuthShell icon={<EnvelopeIcon />} title={t('auth.login.checkInboxTitle')}>
        <AuthAlert kind="success">
          {t('auth.login.checkInboxBody', { email: linkSentTo })}
        </AuthAlert>
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          className="mt-6"
          onClick={() => setLinkSentTo(null)}
        >
          {t('auth.login.useAnotherEmail')}
        </Button>
      </AuthShell>
    );
  }

  const shownError = flowError ?? message;
  return (
    <AuthShell
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <p>
          {t('auth.login.noAccount')}{' '}
          <AuthLink to={withRedirect(localizePath('/auth/signup', locale))}>
            {t('auth.login.createAccount')}
          </AuthLink>
        </p>
      }
    >
      {overlay}
      <SocialButtons callbackURL={callbackURL} onError={setMessage} divider />
      <form noValidate onSubmit={(e) => void signIn(e)} className="space-y-5">
        {shownError ? <AuthAlert>{shownError}</AuthAlert> : null}
        <EmailField value={email} onValueChange={setEmail} error={fieldErrors.email} />
        <PasswordInput
          name="password"
          autoComplete="current-password"
          label={t('auth.fields.password')}
          below={
            <span className="text-sm">
              <AuthLink to={localizePath('/auth/reset-password', locale)}>
                {t('auth.login.forgotPassword')}
              </AuthLink>
            </span>
          }
          value={password}
          onValueChange={setPassword}
          error={fieldErrors.password}
          maxLength={128}
          required
        />
        <div className="space-y-3 pt-1">
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={pending === 'password'}
            disabled={!hydrated || pending !== null}
          >
            {t('auth.login.submit')}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            icon={<EnvelopeIcon className="size-5" />}
            loading={pending === 'link'}
            disabled={!hydrated || pending !== null}
            onClick={() => void sendLink()}
          >
            {/* Long translations wrap on narrow phones instead of overflowing the card. */}
            <span className="leading-tight whitespace-normal">{t('auth.login.magicLink')}</span>
          </Button>
        </div>
      </form>
    </AuthShell>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@hs/domain/locale';
import { useLocale } from '../hooks/use-locale.ts';
import { api, tokens } from './api.ts';
import { clearInviteCookies, signupCookieFields } from './cookies.ts';
import { identity } from './identity.ts';
import { completeLogin, type Identity, type LoginFlowDeps } from './login-flow.ts';
import { LOGIN_FAILED_FLAG } from './use-login-failed-flag.ts';

const browserDeps: LoginFlowDeps = {
  api,
  tokens,
  signupCookieFields,
  clearInviteCookies,
  signOut: identity.signOut,
};

/**
 * Runs the login flow for a signed-in identity, then opens `target` with a full page load so
 * the server renders it with the fresh session. `error` is what the page should show.
 */
export function useFinishLogin(target: string, { startBusy = false } = {}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(startBusy);
  const [error, setError] = useState<string | null>(null);

  const finish = useCallback(
    async (who: Identity) => {
      setBusy(true);
      setError(null);
      const result = await completeLogin(who, browserDeps);
      switch (result.kind) {
        case 'registered':
        case 'logged-in':
          window.location.assign(target);
          return;
        case 'rate-limited':
          setBusy(false);
          setError(t('auth.errors.signupRateLimited'));
          return;
        case 'failed':
          // spec 000 section 8: account creation failed: set an error flag, go to /.
          window.sessionStorage.setItem(LOGIN_FAILED_FLAG, '1');
          window.location.assign(localizePath('/', locale));
      }
    },
    [target, t, locale],
  );

  return { busy, error, setError, finish };
}

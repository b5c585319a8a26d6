import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../hooks/use-page-context.ts';
import { FAILURE_TEXT, identity, toIdentity } from './identity.ts';
import { useFinishLogin } from './use-finish-login.ts';

/**
 * Continue on the team-member pages (/team-member, /team-access): a person with a product
 * account goes on (`signedUp`); a signed-in identity without one finishes the login flow;
 * anyone else signs in anonymously first. The login flow then opens `target`.
 */
export function useAnonymousStart(target: string, signedUp: () => void) {
  const { t } = useTranslation();
  const { viewer } = usePageContext();
  const { busy, error, finish } = useFinishLogin(target);
  const [starting, setStarting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function start() {
    setMessage(null);
    if (viewer?.user) return signedUp();
    if (viewer) return finish({ uid: viewer.uid, email: viewer.email, name: viewer.name });
    setStarting(true);
    const answer = await identity.signInAnonymous();
    setStarting(false);
    if (!answer.ok) {
      setMessage(t(FAILURE_TEXT[answer.failure]));
      return;
    }
    await finish(toIdentity(answer.data.user));
  }

  return { start, busy, starting, error: error ?? message };
}

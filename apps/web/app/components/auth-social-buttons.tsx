import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@hs/ui/button';
import { FAILURE_TEXT, identity } from '../auth/identity.ts';
import { usePageContext } from '../hooks/use-page-context.ts';

type Provider = 'google' | 'linkedin';

function ProviderIcon({ provider }: { provider: Provider }) {
  if (provider === 'google') {
    return (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M23.5 12.27c0-.79-.07-1.54-.2-2.27H12v4.51h6.47a5.53 5.53 0 0 1-2.4 3.63v3h3.88c2.27-2.09 3.55-5.17 3.55-8.87Z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.24 0 5.96-1.07 7.95-2.9l-3.88-3.02c-1.08.72-2.45 1.16-4.07 1.16-3.13 0-5.78-2.11-6.73-4.96H1.26v3.11A12 12 0 0 0 12 24Z"
        />
        <path
          fill="#FBBC05"
          d="M5.27 14.28A7.2 7.2 0 0 1 4.9 12c0-.79.14-1.56.37-2.28V6.61H1.26A12 12 0 0 0 0 12c0 1.94.46 3.77 1.26 5.39l4.01-3.11Z"
        />
        <path
          fill="#EA4335"
          d="M12 4.77c1.76 0 3.35.61 4.6 1.8l3.44-3.44A11.96 11.96 0 0 0 12 0 12 12 0 0 0 1.26 6.61l4.01 3.11C6.22 6.88 8.87 4.77 12 4.77Z"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <path
        fill="#fff"
        d="M7.1 9.4H4.6V19h2.5V9.4ZM5.9 5a1.45 1.45 0 1 0 0 2.9 1.45 1.45 0 0 0 0-2.9Zm13.5 8.3c0-2.6-.6-4.1-3.3-4.1-1.3 0-2.2.7-2.5 1.4h-.1V9.4h-2.4V19h2.5v-4.8c0-1.2.2-2.5 1.8-2.5 1.5 0 1.5 1.4 1.5 2.6V19h2.5v-5.7Z"
      />
    </svg>
  );
}

export interface SocialButtonsProps {
  /** Where the provider sends the person back: the login page that finishes the flow. */
  callbackURL: string;
  onError: (message: string) => void;
  /** Adds an 'or' divider under the buttons, for pages with a form below. */
  divider?: boolean;
}

/** One button per configured social provider (none renders nothing). */
export function SocialButtons({ callbackURL, onError, divider = false }: SocialButtonsProps) {
  const { t } = useTranslation();
  const { oauthProviders } = usePageContext();
  const [pending, setPending] = useState<Provider | null>(null);
  if (oauthProviders.length === 0) return null;

  async function start(provider: Provider) {
    setPending(provider);
    const answer = await identity.signInSocial({
      provider,
      callbackURL,
      errorCallbackURL: callbackURL,
    });
    if (answer.ok && answer.data.url) {
      window.location.assign(answer.data.url);
      return;
    }
    setPending(null);
    onError(t(answer.ok ? FAILURE_TEXT.failed : FAILURE_TEXT[answer.failure]));
  }

  return (
    <div>
      <div className="space-y-3">
        {oauthProviders.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            size="lg"
            fullWidth
            loading={pending === provider}
            disabled={pending !== null}
            icon={<ProviderIcon provider={provider} />}
            onClick={() => void start(provider)}
          >
            <span className="leading-tight whitespace-normal">
              {t('auth.social.continueWith', { provider: t(`auth.social.${provider}`) })}
            </span>
          </Button>
        ))}
      </div>
      {divider ? (
        <div className="my-6 flex items-center gap-3 text-xs tracking-wide text-slate-500 uppercase">
          <span className="h-px flex-1 bg-slate-200" />
          {t('auth.social.or')}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
      ) : null}
    </div>
  );
}

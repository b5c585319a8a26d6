import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localeFromPath, localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import { UserGroupIcon } from '@hs/ui/icons';
import type { Route } from './+types/social';
import { loginPageURL, loginRedirectTarget } from '../../auth/login-flow.ts';
import { AuthAlert } from '../../components/auth-alert.tsx';
import { AuthLink, AuthShell } from '../../components/auth-shell.tsx';
import { SocialButtons } from '../../components/auth-social-buttons.tsx';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { getI18n } from '../../i18n/i18n.ts';

export function meta({ location }: Route.MetaArgs) {
  const { t } = getI18n(localeFromPath(location.pathname));
  return [{ title: t('auth.social.metaTitle') }];
}

/** The configured social providers; an installation without any says so plainly. */
export default function Social() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { oauthProviders } = usePageContext();
  const [params] = useSearchParams();
  const [message, setMessage] = useState<string | null>(null);
  const target = loginRedirectTarget(params.get('redirect'), localizePath('/app', locale));
  const login = loginPageURL(locale, target);

  if (oauthProviders.length === 0) {
    return (
      <AuthShell
        icon={<UserGroupIcon className="size-6" />}
        title={t('auth.social.notConfiguredTitle')}
        subtitle={t('auth.social.notConfigured')}
      >
        <Link to={login} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('auth.social.useEmail')}
        </Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      icon={<UserGroupIcon className="size-6" />}
      title={t('auth.social.title')}
      subtitle={t('auth.social.subtitle')}
      footer={
        <p>
          <AuthLink to={login}>{t('auth.social.useEmail')}</AuthLink>
        </p>
      }
    >
      <div className="space-y-5">
        {message ? <AuthAlert>{message}</AuthAlert> : null}
        <SocialButtons callbackURL={login} onError={setMessage} />
      </div>
    </AuthShell>
  );
}

import { useTranslation } from 'react-i18next';
import { localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { CheckIcon, UserGroupIcon } from '@hs/ui/icons';
import { LoadingOverlay } from '@hs/ui/loading-overlay';
import { useHydrated } from '../hooks/use-hydrated.ts';
import type { Route } from './+types/team-member';
import { useAnonymousStart } from '../auth/use-anonymous-start.ts';
import { AuthAlert } from '../components/auth-alert.tsx';
import { AuthLink } from '../components/auth-shell.tsx';
import { usePageContext } from '../hooks/use-page-context.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { contentMeta } from './public/parts/meta.ts';
import { MemberCard } from '../components/member-card.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'pagesTeams.member');
}

const STEPS = ['step1', 'step2', 'step3'] as const;

// spec 000 section 2: the landing for anonymous team-member accounts, inside the public frame. Continue signs in
// anonymously, runs the login flow (creating the account), then opens the upload.
export default function TeamMember() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { viewer } = usePageContext();
  const upload = localizePath('/app/upload', locale);
  const { start, busy, starting, error } = useAnonymousStart(upload, () =>
    window.location.assign(upload),
  );

  const shownError = error;
  return (
    <MemberCard
      icon={<UserGroupIcon className="size-6" />}
      eyebrow={t('auth.teamMember.eyebrow')}
      title={t('auth.teamMember.title')}
      subtitle={t('auth.teamMember.body')}
      footer={
        viewer && !viewer.isAnonymous ? null : (
          <>
            <p>
              {t('auth.teamMember.haveAccount')}{' '}
              <AuthLink to={localizePath('/auth/login', locale)}>
                {t('auth.teamMember.signIn')}
              </AuthLink>
            </p>
            <p>
              <AuthLink to={localizePath('/team-access', locale)}>
                {t('auth.teamMember.haveCode')}
              </AuthLink>
            </p>
          </>
        )
      }
    >
      {busy ? <LoadingOverlay message={t('auth.loading.loggingIn')} /> : null}
      <div className="space-y-6">
        {shownError ? <AuthAlert>{shownError}</AuthAlert> : null}
        <ol className="space-y-3">
          {STEPS.map((step) => (
            <li key={step} className="flex items-start gap-3 text-sm text-slate-700">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                <CheckIcon className="size-4" strokeWidth={2.5} />
              </span>
              <span className="pt-0.5">{t(`auth.teamMember.${step}`)}</span>
            </li>
          ))}
        </ol>
        <Button
          size="lg"
          fullWidth
          loading={starting || busy}
          disabled={!hydrated}
          onClick={() => void start()}
        >
          {t('auth.teamMember.continue')}
        </Button>
      </div>
    </MemberCard>
  );
}

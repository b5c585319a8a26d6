import { useTranslation } from 'react-i18next';
import { impersonateUserRoute } from '@hs/contracts/staff-users';
import { Button } from '@hs/ui/button';
import { useToast } from '@hs/ui/toast';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { useApiMutation } from '../data-kit/api-query.ts';

const answer = impersonateUserRoute.responses[200].content['application/json'].schema;

/**
 * Decision 037: an admin signs in as a customer. The server swaps this browser's session
 * and the whole app reloads as them (with the banner that brings the admin back).
 */
export function ImpersonateButton({ uid, staff }: { uid: string; staff: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const start = useApiMutation(answer, {
    path: `/admin/user/${encodeURIComponent(uid)}/impersonate`,
  });
  if (staff)
    return <p className="mt-3 text-xs text-gray-500">{t('people.impersonation.staffHint')}</p>;
  return (
    <div className="mt-3 max-w-md">
      <Button
        variant="secondary"
        loading={start.isPending || start.isSuccess}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: () => window.location.assign('/app'),
            onError: (failure) => toast.error(failureMessage(failure)),
          })
        }
      >
        {start.isPending || start.isSuccess
          ? t('people.impersonation.starting')
          : t('people.impersonation.start')}
      </Button>
      <p className="mt-1 text-xs text-gray-500">{t('people.impersonation.hint')}</p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SeatGrantBodySchema, getStaffOrganizationRoute } from '@hs/contracts/staff-organizations';
import { MAX_STAFF_GRANT } from '@hs/domain/ledger';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { NumberInput } from '@hs/ui/number-input';
import { TextInput } from '@hs/ui/text-input';
import { useToast } from '@hs/ui/toast';
import { DetailPage, DetailSection } from '../../components/admin/detail-page.tsx';
import { useApiMutation, useApiQuery } from '../../components/data-kit/api-query.ts';
import { useContractForm } from '../../components/data-kit/contract-form.ts';
import { useStaff } from '../../hooks/use-staff.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const detailSchema = getStaffOrganizationRoute.responses[200].content['application/json'].schema;

// spec 001 section 2: /admin/organization, one organization: members, seats (granted
// through the ledger with a reason, admin only) and features such as bulkUpload.
export default function OrganizationDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const path = `/admin/organization/${encodeURIComponent(id)}`;
  const isAdmin = useStaff().role === 'admin';
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const detail = useApiQuery(path, detailSchema);
  const features = useApiMutation(detailSchema, {
    method: 'PUT',
    path: `${path}/features`,
    invalidates: ['/admin/organization', '/admin/audit'],
  });
  const seats = useApiMutation(detailSchema, {
    path: `${path}/seats`,
    invalidates: ['/admin/organization', '/admin/audit'],
  });
  const { form, state, formError, submit, fieldError } = useContractForm(SeatGrantBodySchema, {
    defaultValues: { amount: 1, note: '' },
    resetOnSuccess: true,
    onSubmit: async (values) => {
      await seats.mutateAsync(values);
      toast.success(t('people.organizations.granted'));
    },
  });
  return (
    <DetailPage
      query={detail}
      back={{ to: '/admin/organization', label: t('people.organizations.back') }}
      title={({ data }) => data.organization.name}
      subtitle={({ data: { organization } }) => (
        <p className="mt-1 font-mono text-xs break-all text-gray-600">
          {organization.slug} · {organization.id}
        </p>
      )}
    >
      {({ data: { organization, members, seats: seatCount } }) => (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <DetailSection title={t('people.organizations.features')}>
              <p>
                {t('people.organizations.bulkUpload')}:{' '}
                <Badge tone={organization.bulkUpload ? 'success' : 'neutral'}>
                  {organization.bulkUpload
                    ? t('people.organizations.on')
                    : t('people.organizations.off')}
                </Badge>
              </p>
              <Button
                className="mt-3"
                size="sm"
                variant="secondary"
                loading={features.isPending}
                onClick={() =>
                  features.mutate(
                    { bulkUpload: !organization.bulkUpload },
                    {
                      onSuccess: () => {
                        toast.success(t('people.organizations.featureSaved'));
                        void detail.refetch();
                      },
                      onError: (error) => toast.error(failureMessage(error)),
                    },
                  )
                }
              >
                {organization.bulkUpload
                  ? t('people.organizations.turnOff')
                  : t('people.organizations.turnOn')}
              </Button>
            </DetailSection>
            <DetailSection title={t('people.organizations.seats')}>
              <p>
                {t('people.organizations.seatsLeft')}: <strong>{seatCount.left}</strong> ·{' '}
                {t('people.organizations.seatsBought')}: {seatCount.bought}
              </p>
              <h3 className="mt-4 font-medium text-gray-700">
                {t('people.organizations.grantSeats')}
              </h3>
              {isAdmin ? (
                <form className="mt-2 grid gap-3 sm:grid-cols-3" onSubmit={submit} noValidate>
                  <NumberInput
                    label={t('people.organizations.amount')}
                    min={1}
                    max={MAX_STAFF_GRANT}
                    value={form.watch('amount')}
                    onChange={(value) => form.setValue('amount', value, { shouldValidate: true })}
                    error={fieldError('amount')}
                  />
                  <TextInput
                    label={t('people.organizations.reason')}
                    maxLength={500}
                    wrapperClassName="sm:col-span-2"
                    error={fieldError('note')}
                    {...form.register('note')}
                  />
                  {formError ? (
                    <p role="alert" className="text-red-700 sm:col-span-3">
                      {formError}
                    </p>
                  ) : null}
                  <div className="sm:col-span-3">
                    <Button type="submit" loading={state === 'loading'}>
                      {t('people.organizations.submit')}
                    </Button>
                  </div>
                </form>
              ) : (
                <p className="mt-1 text-gray-500">{t('people.organizations.grantAdminOnly')}</p>
              )}
            </DetailSection>
          </div>
          <DetailSection title={`${t('people.organizations.members')} (${members.length})`}>
            {members.length === 0 ? (
              <p className="text-gray-500">{t('people.organizations.noMembers')}</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {members.map((m) => (
                  <li
                    key={m.uid}
                    className="flex flex-wrap items-center justify-between gap-2 py-1.5"
                  >
                    <Link
                      to={`/admin/user/${encodeURIComponent(m.uid)}`}
                      className="font-medium break-all text-brand-700 hover:underline"
                    >
                      {m.email}
                    </Link>
                    <Badge tone={m.role === 'owner' ? 'info' : 'neutral'}>{m.role}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </>
      )}
    </DetailPage>
  );
}

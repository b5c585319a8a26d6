import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SeatGrantBodySchema, getStaffOrganizationRoute } from '@hs/contracts/staff-organizations';
import { MAX_STAFF_GRANT } from '@hs/domain/ledger';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { NumberInput } from '@hs/ui/number-input';
import { Spinner } from '@hs/ui/spinner';
import { TextInput } from '@hs/ui/text-input';
import { useToast } from '@hs/ui/toast';
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
  const back = (
    <Link to="/admin/organization" className="text-sm font-medium text-brand-700 hover:underline">
      ← {t('people.organizations.back')}
    </Link>
  );
  if (detail.isError) {
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="text-sm text-red-700">
          {failureMessage(detail.error)}
        </p>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" /> {t('data.table.loading')}
      </p>
    );
  }
  const { organization, members, seats: seatCount } = detail.data.data;
  const card = 'rounded-xl border border-gray-200 bg-white p-4 text-sm shadow-sm';
  return (
    <div className="max-w-5xl space-y-6">
      <title>{`${organization.name} · ${t('admin.title')}`}</title>
      {back}
      <div>
        <h1 className="text-2xl font-bold tracking-tight break-all text-gray-900">
          {organization.name}
        </h1>
        <p className="mt-1 font-mono text-xs break-all text-gray-600">
          {organization.slug} · {organization.id}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className={card}>
          <h2 className="text-lg font-semibold text-gray-900">
            {t('people.organizations.features')}
          </h2>
          <p className="mt-2">
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
        </section>
        <section className={card}>
          <h2 className="text-lg font-semibold text-gray-900">{t('people.organizations.seats')}</h2>
          <p className="mt-2">
            {t('people.organizations.seatsLeft')}: <strong>{seatCount.left}</strong> ·{' '}
            {t('people.organizations.seatsBought')}: {seatCount.bought}
          </p>
          <h3 className="mt-4 font-medium text-gray-700">{t('people.organizations.grantSeats')}</h3>
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
        </section>
      </div>
      <section className={card}>
        <h2 className="text-lg font-semibold text-gray-900">
          {t('people.organizations.members')} ({members.length})
        </h2>
        {members.length === 0 ? (
          <p className="mt-2 text-gray-500">{t('people.organizations.noMembers')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-100">
            {members.map((m) => (
              <li key={m.uid} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
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
      </section>
    </div>
  );
}

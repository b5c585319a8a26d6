import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GrantRequestSchema, adminGrantRoute, adminLedgerRoute } from '@hs/contracts/entitlements';
import { getStaffUserRoute } from '@hs/contracts/staff-users';
import { MAX_STAFF_GRANT, STAFF_GRANTABLE_KINDS } from '@hs/domain/ledger';
import { STAFF_ROLES, type StaffRole } from '@hs/domain/roles';
import { Badge } from '@hs/ui/badge';
import { Button, buttonClasses } from '@hs/ui/button';
import { ConfirmDialog } from '@hs/ui/confirm-dialog';
import { NumberInput } from '@hs/ui/number-input';
import { Select } from '@hs/ui/select';
import { Spinner } from '@hs/ui/spinner';
import { TextInput } from '@hs/ui/text-input';
import { useToast } from '@hs/ui/toast';
import { DetailPage, DetailSection } from '../../components/admin/detail-page.tsx';
import { ImpersonateButton } from '../../components/admin/impersonate-button.tsx';
import { formatPaymentMoney } from '../../components/buying/money.ts';
import { useApiMutation, useApiQuery } from '../../components/data-kit/api-query.ts';
import { useContractForm } from '../../components/data-kit/contract-form.ts';
import { useStaff } from '../../hooks/use-staff.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const detailSchema = getStaffUserRoute.responses[200].content['application/json'].schema;
const ledgerSchema = adminLedgerRoute.responses[200].content['application/json'].schema;
const grantAnswer = adminGrantRoute.responses[200].content['application/json'].schema;
const grantForm = GrantRequestSchema.omit({ uid: true });

/** The person a confirmation names: their name and e-mail, or the e-mail alone. */
const personOf = (user: { displayName: string | null; email: string | null }) =>
  user.displayName ? `${user.displayName} (${user.email ?? ''})` : (user.email ?? '');

const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

// spec 001 section 2: /admin/user, one person (issue 19: roles, ledger, test user,
// models, orders). Admin-only actions are shown to admins only; the API decides anyway.
export default function UserDetailPage() {
  const { t } = useTranslation();
  const uid = useParams().uid ?? '';
  const path = `/admin/user/${encodeURIComponent(uid)}`;
  const ledgerPath = `/admin/ledger/${encodeURIComponent(uid)}`;
  const staff = useStaff();
  const isAdmin = staff.role === 'admin';
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const detail = useApiQuery(path, detailSchema);
  const ledger = useApiQuery(ledgerPath, ledgerSchema);
  // issue 34 item 5: each row named by its reason (a give-back as one) in the staff's language.
  const ledgerLabel = (group: 'kinds' | 'reasons', key: string) =>
    t(`people.users.${group}.${key}`, { defaultValue: key });
  const setRole = useApiMutation(detailSchema, {
    method: 'PUT',
    path: `${path}/staff-role`,
    invalidates: ['/admin/user', '/admin/audit'],
  });
  const setTest = useApiMutation(detailSchema, {
    method: 'PUT',
    path: `${path}/test-user`,
    invalidates: ['/admin/user', '/admin/audit'],
  });
  const grant = useApiMutation(grantAnswer, {
    path: '/admin/ledger/grant',
    invalidates: [ledgerPath, '/admin/audit'],
  });
  const { form, state, formError, submit, fieldError } = useContractForm(grantForm, {
    defaultValues: { action: 'grant', kind: 'studio_credits', amount: 1, note: '' },
    resetOnSuccess: true,
    onSubmit: async (values) => {
      const { data } = await grant.mutateAsync({
        ...values,
        uid,
        packageId: values.packageId || undefined,
      });
      toast.success(
        t('people.users.granted', {
          amount: values.action === 'revoke' ? -data.amount : data.amount,
          kind: t(`people.users.kinds.${values.kind}`),
        }),
      );
    },
  });
  // The staff role chosen in the list, waiting for its confirmation.
  const [pendingRole, setPendingRole] = useState<{ role: StaffRole | null } | null>(null);
  const kind = form.watch('kind');
  const action = form.watch('action');

  const roleOptions = [
    { value: 'none', title: t('people.users.none') },
    ...STAFF_ROLES.map((role) => ({ value: role, title: role })),
  ];
  return (
    <DetailPage
      query={detail}
      back={{ to: '/admin/user', label: t('people.users.back') }}
      title={({ data }) => data.user.email}
      subtitle={({ data: { user } }) => (
        <>
          <p className="mt-1 text-sm text-gray-600">
            {user.displayName ? `${user.displayName} · ` : ''}
            <span className="font-mono text-xs break-all">{user.uid}</span>
          </p>
          <p className="mt-2 flex flex-wrap gap-1">
            <Badge tone="neutral">{user.role}</Badge>
            {user.adminRole ? <Badge tone="info">{user.adminRole}</Badge> : null}
            {user.isTestUser ? <Badge tone="warning">{t('people.users.testUser')}</Badge> : null}
            {user.hasPaidAccount ? <Badge tone="success">{t('people.users.paid')}</Badge> : null}
          </p>
          {isAdmin ? <ImpersonateButton uid={user.uid} staff={user.adminRole !== null} /> : null}
        </>
      )}
    >
      {({ data: { user, models, orders } }) => (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <DetailSection title={t('people.users.roles')}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-gray-500">{t('people.users.customerRole')}</dt>
                <dd>{user.role}</dd>
                <dt className="text-gray-500">{t('people.users.staffRole')}</dt>
                <dd>{user.adminRole ?? t('people.users.none')}</dd>
              </dl>
              {isAdmin ? (
                <div className="mt-3">
                  <Select
                    label={t('people.users.saveRole')}
                    options={roleOptions}
                    value={user.adminRole ?? 'none'}
                    disabled={setRole.isPending}
                    onChange={(value) => {
                      const role = value === 'none' ? null : (value as StaffRole);
                      if (role !== user.adminRole) setPendingRole({ role });
                    }}
                  />
                  {/* Issue 35 item 14: one change of the list made someone admin. */}
                  <ConfirmDialog
                    open={pendingRole !== null}
                    title={t('people.users.roleConfirmTitle')}
                    confirmLabel={t('people.users.roleConfirmAction')}
                    cancelLabel={t('people.users.cancel')}
                    danger
                    loading={setRole.isPending}
                    onCancel={() => setPendingRole(null)}
                    onConfirm={() =>
                      setRole.mutate(
                        { adminRole: pendingRole?.role ?? null },
                        {
                          onSuccess: () => {
                            setPendingRole(null);
                            toast.success(t('people.users.roleSaved'));
                            void detail.refetch();
                          },
                          onError: (error) => {
                            setPendingRole(null);
                            toast.error(failureMessage(error));
                          },
                        },
                      )
                    }
                  >
                    <p>
                      {pendingRole?.role
                        ? t('people.users.roleConfirm', {
                            person: personOf(user),
                            role: pendingRole.role,
                            before: user.adminRole ?? t('people.users.none'),
                          })
                        : t('people.users.roleConfirmNone', {
                            person: personOf(user),
                            before: user.adminRole ?? t('people.users.none'),
                          })}
                    </p>
                    {pendingRole?.role === 'admin' ? (
                      <p>{t('people.users.roleConfirmAdmin')}</p>
                    ) : null}
                  </ConfirmDialog>
                </div>
              ) : (
                <p className="mt-3 text-gray-500">{t('people.users.roleAdminOnly')}</p>
              )}
              <div className="mt-4 border-t border-gray-100 pt-3">
                <p className="text-gray-600">{t('people.users.testUserHint')}</p>
                <Button
                  className="mt-2"
                  size="sm"
                  variant="secondary"
                  loading={setTest.isPending}
                  onClick={() =>
                    setTest.mutate(
                      { isTestUser: !user.isTestUser },
                      {
                        onSuccess: () => {
                          toast.success(t('people.users.testSaved'));
                          void detail.refetch();
                        },
                        onError: (error) => toast.error(failureMessage(error)),
                      },
                    )
                  }
                >
                  {user.isTestUser ? t('people.users.unmarkTest') : t('people.users.markTest')}
                </Button>
              </div>
            </DetailSection>

            <DetailSection title={t('people.users.ledger')}>
              {ledger.isError ? (
                <p role="alert" className="text-red-700">
                  {failureMessage(ledger.error)}
                </p>
              ) : !ledger.data ? (
                <Spinner size="sm" />
              ) : (
                <>
                  <h3 className="font-medium text-gray-700">{t('people.users.balances')}</h3>
                  {Object.keys(ledger.data.data.balances).length === 0 ? (
                    <p className="text-gray-500">{t('people.users.noBalance')}</p>
                  ) : (
                    <ul className="mt-1 flex flex-wrap gap-2" data-testid="balances">
                      {Object.entries(ledger.data.data.balances).map(([name, amount]) => (
                        <li key={name} className="rounded-md bg-gray-50 px-2 py-1">
                          <span className="text-gray-600">{ledgerLabel('kinds', name)}</span>{' '}
                          <span className="font-semibold">{amount}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                  <details className="mt-3">
                    <summary className="cursor-pointer text-gray-700">
                      {t('people.users.lots')} ({ledger.data.data.lots.length})
                    </summary>
                    <ul className="mt-2 divide-y divide-gray-100">
                      {ledger.data.data.lots.map((lot) => (
                        <li key={lot.id} className="py-2">
                          <span className="font-medium">{ledgerLabel('kinds', lot.kind)}</span> ·{' '}
                          {t('people.users.lotBalance')} {lot.balance} ·{' '}
                          <time dateTime={lot.createdAt}>{when(lot.createdAt)}</time>
                          <ul className="mt-1 text-xs text-gray-600">
                            {lot.entries.map((entry) => (
                              <li
                                key={entry.id}
                                data-testid="ledger-entry"
                                data-reason={entry.reason}
                              >
                                {entry.amount > 0 ? '+' : ''}
                                {entry.amount} {ledgerLabel('reasons', entry.reason)}
                                {entry.note ? ` · ${entry.note}` : ''}
                              </li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  </details>
                </>
              )}
              <div className="mt-4 border-t border-gray-100 pt-3">
                <h3 className="font-medium text-gray-700">{t('people.users.grantTitle')}</h3>
                {isAdmin ? (
                  <form className="mt-2 grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
                    <Select
                      label={t('people.users.action')}
                      options={[
                        { value: 'grant', title: t('people.users.grant') },
                        { value: 'revoke', title: t('people.users.revoke') },
                      ]}
                      value={action}
                      onChange={(value) => form.setValue('action', value as 'grant' | 'revoke')}
                    />
                    <Select
                      label={t('people.users.kind')}
                      options={STAFF_GRANTABLE_KINDS.map((k) => ({
                        value: k,
                        title: t(`people.users.kinds.${k}`),
                      }))}
                      value={kind}
                      onChange={(value) =>
                        form.setValue('kind', value as (typeof STAFF_GRANTABLE_KINDS)[number])
                      }
                    />
                    <NumberInput
                      label={t('people.users.amount')}
                      min={1}
                      max={MAX_STAFF_GRANT}
                      error={fieldError('amount')}
                      value={form.watch('amount')}
                      onChange={(value) => form.setValue('amount', value, { shouldValidate: true })}
                    />
                    {kind === 'package' && action === 'grant' ? (
                      <TextInput
                        label={t('people.users.packageId')}
                        maxLength={64}
                        error={fieldError('packageId')}
                        {...form.register('packageId')}
                      />
                    ) : null}
                    <TextInput
                      label={t('people.users.reason')}
                      maxLength={500}
                      wrapperClassName="sm:col-span-2"
                      error={fieldError('note')}
                      {...form.register('note')}
                    />
                    {formError ? (
                      <p role="alert" className="text-red-700 sm:col-span-2">
                        {formError}
                      </p>
                    ) : null}
                    <div className="sm:col-span-2">
                      <Button type="submit" loading={state === 'loading'}>
                        {t('people.users.submitGrant')}
                      </Button>
                    </div>
                  </form>
                ) : (
                  <p className="mt-1 text-gray-500">{t('people.users.grantAdminOnly')}</p>
                )}
              </div>
            </DetailSection>

            <DetailSection title={t('people.users.models')}>
              {models.length === 0 ? (
                <p className="text-gray-500">{t('people.users.noModels')}</p>
              ) : (
                <ul className="divide-y divide-gray-100">
                  {models.map((m) => (
                    <li key={m.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                      <span className="font-medium">{m.title || m.id}</span>
                      <span className="flex items-center gap-2 text-gray-600">
                        <Badge tone="neutral">{m.status}</Badge>
                        <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </DetailSection>

            <DetailSection title={t('people.users.orders')}>
              {orders.length === 0 ? (
                <p className="text-gray-500">{t('people.users.noOrders')}</p>
              ) : (
                <ul className="divide-y divide-gray-100">
                  {orders.map((o) => (
                    <li key={o.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                      <span className="font-medium">
                        {formatPaymentMoney(o.amountTotal, o.currency)}
                      </span>
                      <span className="flex items-center gap-2 text-gray-600">
                        <Badge tone={o.status === 'paid' ? 'success' : 'warning'}>{o.status}</Badge>
                        {o.provider} · <time dateTime={o.createdAt}>{when(o.createdAt)}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </DetailSection>
          </div>
          <p>
            <Link
              to={`/admin/audit?target=${encodeURIComponent(user.uid)}`}
              className={buttonClasses('ghost', 'sm')}
            >
              {t('people.audit.title')}
            </Link>
          </p>
        </>
      )}
    </DetailPage>
  );
}

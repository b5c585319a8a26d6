import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import {
  RevokeRewardBodySchema,
  adminReferrerRoute,
  adminRevokeRewardRoute,
} from '@hs/contracts/referral-admin';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { Spinner } from '@hs/ui/spinner';
import { TextInput } from '@hs/ui/text-input';
import { useToast } from '@hs/ui/toast';
import { when } from '../../components/admin/open-param.ts';
import { useApiMutation, useApiQuery } from '../../components/data-kit/api-query.ts';
import { useContractForm } from '../../components/data-kit/contract-form.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const detailSchema = adminReferrerRoute.responses[200].content['application/json'].schema;
const revokeAnswer = adminRevokeRewardRoute.responses[200].content['application/json'].schema;
const revokeForm = RevokeRewardBodySchema.extend({ rewardId: z.string().min(1) });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm [overflow-wrap:anywhere]">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

// spec 001 section 2: /admin/referral, one referrer (decision 037): their link, the people
// they referred, their rewards, and taking a reward back with a reason.
export default function ReferrerPage() {
  const { t } = useTranslation();
  const uid = useParams().uid ?? '';
  const path = `/admin/referral/${encodeURIComponent(uid)}`;
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const detail = useApiQuery(path, detailSchema);
  const revoke = useApiMutation(revokeAnswer, {
    path: (v: { rewardId: string; note: string }) =>
      `/admin/referral/rewards/${encodeURIComponent(v.rewardId)}/revoke`,
    body: (v) => ({ note: v.note }),
    invalidates: ['/admin/referral', '/admin/audit', '/admin/ledger'],
  });
  const { form, state, formError, submit, fieldError } = useContractForm(revokeForm, {
    defaultValues: { rewardId: '', note: '' },
    resetOnSuccess: true,
    onSubmit: async (values) => {
      const done = await revoke.mutateAsync(values);
      toast.success(t('people.referral.revoked', { takenBack: done.takenBack, spent: done.spent }));
    },
  });

  const back = (
    <Link to="/admin/referral" className="text-sm font-medium text-brand-700 hover:underline">
      ← {t('people.referral.back')}
    </Link>
  );
  if (detail.isError) {
    return (
      <div className="max-w-5xl space-y-4">
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
  const person = detail.data.data;
  const active = person.rewards.filter((r) => !r.revokedAt);
  const rewardId = form.watch('rewardId') || active[0]?.id || '';
  return (
    <div className="max-w-5xl space-y-6">
      <title>{`${person.email} · ${t('people.referral.title')} · ${t('admin.title')}`}</title>
      {back}
      <div>
        <h1 className="text-2xl font-bold tracking-tight break-all text-gray-900">
          {person.email}
        </h1>
        <p className="mt-1 text-sm text-gray-600">
          <span className="font-mono text-xs break-all">{person.uid}</span> ·{' '}
          <Link
            to={`/admin/user/${encodeURIComponent(person.uid)}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {t('people.referral.openUser')}
          </Link>
        </p>
      </div>

      <Section title={t('people.referral.link')}>
        {person.referralLink ? (
          <p className="font-mono text-xs break-all" data-testid="referral-link">
            {person.referralLink}
          </p>
        ) : (
          <p className="text-gray-500">{t('people.referral.noCode')}</p>
        )}
        {person.referredBy ? (
          <p className="mt-2 text-gray-600">
            {t('people.referral.referredBy')}{' '}
            <Link
              to={`/admin/referral/${encodeURIComponent(person.referredBy)}`}
              className="font-mono text-xs text-brand-700 hover:underline"
            >
              {person.referredBy}
            </Link>
          </p>
        ) : null}
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('people.referral.people')}>
          <p className="text-xs text-gray-500">
            {t('people.referral.peopleCount', {
              shown: person.referred.length,
              total: person.referredTotal,
            })}
          </p>
          {person.referred.length === 0 ? (
            <p className="mt-2 text-gray-500">{t('people.referral.nobody')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-100" data-testid="referred">
              {person.referred.map((r) => (
                <li key={r.uid} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link
                    to={`/admin/user/${encodeURIComponent(r.uid)}`}
                    className="min-w-0 font-medium break-all text-brand-700 hover:underline"
                  >
                    {r.email}
                  </Link>
                  <span className="flex items-center gap-2 text-xs text-gray-600">
                    <time dateTime={r.joinedAt}>{when(r.joinedAt)}</time>
                    {r.hasPaidAccount ? (
                      <Badge tone="success">{t('people.referral.paid')}</Badge>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title={t('people.referral.rewardsTitle')}>
          {person.rewards.length === 0 ? (
            <p className="text-gray-500">{t('people.referral.noRewards')}</p>
          ) : (
            <ul className="divide-y divide-gray-100" data-testid="rewards">
              {person.rewards.map((r) => (
                <li key={r.id} className="py-2">
                  <p className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold">
                      {r.credits} {t('people.referral.credits').toLowerCase()}
                    </span>
                    {r.revokedAt ? (
                      <Badge tone="warning">
                        {t('people.referral.revokedAt', { when: when(r.revokedAt) })}
                      </Badge>
                    ) : (
                      <Badge tone="success">{t('people.referral.inForce')}</Badge>
                    )}
                  </p>
                  <p className="mt-1 text-xs text-gray-600">
                    {t('people.referral.forPerson')} {r.referredEmail ?? r.referredUid} ·{' '}
                    <time dateTime={r.createdAt}>{when(r.createdAt)}</time> ·{' '}
                    {t('people.referral.payment')}{' '}
                    <span className="font-mono">{r.paymentId.slice(0, 8)}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
          {active.length > 0 ? (
            <form
              className="mt-4 grid gap-3 border-t border-gray-100 pt-3"
              onSubmit={(event) => {
                form.setValue('rewardId', rewardId);
                void submit(event);
              }}
              noValidate
            >
              <h3 className="font-medium text-gray-700">{t('people.referral.revokeTitle')}</h3>
              <p className="text-xs text-gray-500">{t('people.referral.revokeHint')}</p>
              <Select
                label={t('people.referral.reward')}
                options={active.map((r) => ({
                  value: r.id,
                  title: `${r.credits} · ${r.referredEmail ?? r.referredUid} · ${when(r.createdAt)}`,
                }))}
                value={rewardId}
                onChange={(value) => form.setValue('rewardId', value)}
              />
              <TextInput
                label={t('people.referral.reason')}
                maxLength={500}
                error={fieldError('note')}
                {...form.register('note')}
              />
              {formError ? (
                <p role="alert" className="text-red-700">
                  {formError}
                </p>
              ) : null}
              <div>
                <Button type="submit" variant="danger" loading={state === 'loading'}>
                  {t('people.referral.revoke')}
                </Button>
              </div>
            </form>
          ) : null}
        </Section>
      </div>
    </div>
  );
}

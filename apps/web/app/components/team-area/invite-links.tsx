import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateInviteLinkSchema,
  createInviteLinkRoute,
  listInviteLinksRoute,
  revokeInviteLinkRoute,
  type InviteLink,
  type Organization,
} from '@hs/contracts/organization';
import { INVITE_LINK_MAX_USES } from '@hs/domain/organization';
import { Button } from '@hs/ui/button';
import { Field } from '@hs/ui/field';
import { NumberInput } from '@hs/ui/number-input';
import { Select } from '@hs/ui/select';
import { TextInput } from '@hs/ui/text-input';
import { useToast } from '@hs/ui/toast';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { invalidateApi, useApiQuery } from '../data-kit/api-query.ts';
import { DataTable } from '../data-kit/data-table.tsx';

// Issue 17 item 5, spec 001 section 4: open invite links (allowed e-mail domain, usage
// limit, expiry) and access links for people without an e-mail sign-up (decision 035),
// made, listed and switched off by the lead on the Members page.

const listAnswer = listInviteLinksRoute.responses[200].content['application/json'].schema;
const linkAnswer = createInviteLinkRoute.responses[200].content['application/json'].schema;
const revokeAnswer = revokeInviteLinkRoute.responses[200].content['application/json'].schema;
const LINKS = '/organization/invite-links';

/** The end of the chosen day (the browser's time zone) as the link's expiry, or null. */
export function expiryOf(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

function CreateLinkForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const client = useQueryClient();
  const failureMessage = useFailureMessage();
  const dateId = useId();
  const [team, setTeam] = useState('none');
  const [domain, setDomain] = useState('');
  const [limit, setLimit] = useState<number | null>(null);
  const [day, setDay] = useState('');
  const [access, setAccess] = useState(false);
  const [error, setError] = useState<{ field: 'domain' | 'form'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const teamOptions = [
    { value: 'none', title: t('lead.members.noTeam') },
    ...organization.teams.map((x) => ({ value: x.id, title: x.name })),
  ];
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      teamId: team === 'none' ? null : team,
      allowedDomain: access || !domain.trim() ? null : domain.trim(),
      usageLimit: limit,
      expiresAt: expiryOf(day),
      anonymousAccess: access,
    };
    const checked = CreateInviteLinkSchema.safeParse(body);
    if (!checked.success) {
      const onDomain = checked.error.issues.some((i) => i.path[0] === 'allowedDomain');
      return setError(
        onDomain
          ? { field: 'domain', text: t('lead.links.badDomain') }
          : { field: 'form', text: t('data.form.invalid') },
      );
    }
    setError(null);
    setSending(true);
    try {
      await api.request(LINKS, { method: 'POST', schema: linkAnswer, body: checked.data });
      await invalidateApi(client, LINKS);
      toast.success(t('lead.links.made'));
      setDomain('');
      setLimit(null);
      setDay('');
      setAccess(false);
    } catch (failure) {
      setError({ field: 'form', text: failureMessage(failure) });
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('lead.links.formTitle')}
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('lead.invites.intoTeam')}
          name="linkTeam"
          options={teamOptions}
          value={team}
          onChange={setTeam}
        />
        <TextInput
          label={t('lead.links.domain')}
          hint={access ? t('lead.links.domainNotWithAccess') : t('lead.links.domainHint')}
          name="allowedDomain"
          value={domain}
          maxLength={253}
          disabled={access}
          placeholder="example.com"
          onChange={(e) => setDomain(e.target.value)}
          error={error?.field === 'domain' ? error.text : undefined}
        />
        <NumberInput
          label={t('lead.links.limit')}
          hint={t('lead.links.limitHint')}
          name="usageLimit"
          value={limit}
          min={1}
          max={INVITE_LINK_MAX_USES}
          onChange={setLimit}
        />
        <Field id={dateId} label={t('lead.links.expires')} hint={t('lead.links.expiresHint')}>
          <input
            id={dateId}
            type="date"
            name="expiresOn"
            value={day}
            min={new Date().toISOString().slice(0, 10)}
            aria-describedby={`${dateId}-hint`}
            onChange={(e) => setDay(e.target.value)}
            className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900"
          />
        </Field>
      </div>
      <label className="flex items-start gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          name="anonymousAccess"
          checked={access}
          onChange={(e) => setAccess(e.target.checked)}
          className="mt-0.5"
        />
        <span>{t('lead.links.access')}</span>
      </label>
      {error?.field === 'form' ? (
        <p role="alert" className="text-sm text-red-700">
          {error.text}
        </p>
      ) : null}
      <Button type="submit" loading={sending}>
        {t('lead.links.make')}
      </Button>
    </form>
  );
}

const column = createColumnHelper<InviteLink>();

/** The organization's open invite links with their use, and a way to switch each off. */
export function InviteLinksPanel({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const toast = useToast();
  const client = useQueryClient();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const query = useApiQuery(LINKS, listAnswer);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const teamName = (id: string | null) =>
    organization.teams.find((x) => x.id === id)?.name ?? t('lead.members.noTeam');
  const revoke = async (link: InviteLink) => {
    setBusy(link.id);
    try {
      await api.request(`${LINKS}/${encodeURIComponent(link.id)}`, {
        method: 'DELETE',
        schema: revokeAnswer,
      });
      await invalidateApi(client, LINKS);
      toast.success(t('lead.links.revoked'));
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(null);
    }
  };
  const columns = [
    column.display({
      id: 'link',
      header: t('lead.links.link'),
      cell: (c) => {
        const link = c.row.original;
        const url = link.accessUrl ?? link.url;
        return (
          <span className="flex min-w-0 flex-col gap-1">
            <code className="break-all text-xs" data-invite-link={url}>
              {url}
            </code>
            <span className="text-xs text-gray-500">
              {link.anonymousAccess ? t('lead.links.kindAccess') : t('lead.links.kindOpen')}
              {link.allowedDomain ? ` · @${link.allowedDomain.replace(/^@/, '')}` : ''}
            </span>
          </span>
        );
      },
    }),
    column.accessor('teamId', {
      header: t('lead.members.team'),
      cell: (c) => teamName(c.getValue()),
    }),
    column.accessor('usedCount', {
      header: t('lead.links.used'),
      cell: (c) =>
        c.row.original.usageLimit === null
          ? String(c.getValue())
          : t('lead.links.usedOf', { used: c.getValue(), limit: c.row.original.usageLimit }),
    }),
    column.accessor('expiresAt', {
      header: t('lead.links.expires'),
      cell: (c) => {
        const value = c.getValue();
        return value ? date(value) : t('lead.links.never');
      },
    }),
    column.display({
      id: 'state',
      header: () => <span className="sr-only">{t('lead.links.revoke')}</span>,
      cell: (c) => {
        const link = c.row.original;
        if (link.revoked)
          return <span className="text-xs text-gray-500">{t('lead.links.off')}</span>;
        return (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === link.id}
            onClick={() => void revoke(link)}
          >
            {t('lead.links.revoke')}
          </Button>
        );
      },
    }),
  ];
  return (
    <section aria-labelledby="team-invite-links" className="mt-10">
      <h2 id="team-invite-links" className="mb-3 text-lg font-semibold text-gray-900">
        {t('lead.links.title')}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t('lead.links.intro')}</p>
      <CreateLinkForm organization={organization} />
      <div className="mt-4">
        <DataTable
          stackOnPhone
          caption={t('lead.links.caption')}
          columns={columns}
          rows={query.data?.data}
          paging={undefined}
          page={1}
          onPageChange={() => undefined}
          error={query.isError ? failureMessage(query.error) : null}
          onRetry={() => void query.refetch()}
          empty={t('lead.links.empty')}
          getRowId={(row) => row.id}
        />
      </div>
    </section>
  );
}

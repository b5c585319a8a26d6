import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  inviteMembersRoute,
  listInvitesRoute,
  listMembersRoute,
  moveMemberRoute,
  type Organization,
  type PendingInvite,
  type TeamMember,
} from '@hs/contracts/organization';
import {
  listFinishedModelsRoute,
  listMemberImagesRoute,
  remindInviteRoute,
  selectMemberImageRoute,
  type FinishedModel,
} from '@hs/contracts/organization-area';
import { EMAIL_MAX_LENGTH } from '@hs/domain/email';
import { sizeKey } from '@hs/domain/organization-options';
import type { PageMeta } from '@hs/domain/paging';
import { Button } from '@hs/ui/button';
import { Modal } from '@hs/ui/modal';
import { Select } from '@hs/ui/select';
import { Spinner } from '@hs/ui/spinner';
import { Textarea } from '@hs/ui/textarea';
import { useToast } from '@hs/ui/toast';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { downloadApiFile } from '../results/download-files.ts';
import { invalidateApi, useApiQuery, withQuery } from '../data-kit/api-query.ts';
import { DataTable, type DataTableProps } from '../data-kit/data-table.tsx';
import { useOrganizationStats } from './organization-data.tsx';
import { MemberPhotosButton, MemberPhotosDialog } from './member-photos.tsx';
import { useOrganizationSettings } from './options-data.ts';
import { TeamIcon } from './team-popup.tsx';

// The Dashboard and Members pages' parts (issue 17 item 3; spec 001 sections 3 and 4):
// members, pending invites and finished models, each paged and filtered by the selected
// team; the stats tiles; the invite form; reminders; moving members; selected images.

const membersAnswer = listMembersRoute.responses[200].content['application/json'].schema;
const invitesAnswer = listInvitesRoute.responses[200].content['application/json'].schema;
const modelsAnswer = listFinishedModelsRoute.responses[200].content['application/json'].schema;
const imagesAnswer = listMemberImagesRoute.responses[200].content['application/json'].schema;
const moveAnswer = moveMemberRoute.responses[200].content['application/json'].schema;
const inviteAnswer = inviteMembersRoute.responses[200].content['application/json'].schema;
const remindAnswer = remindInviteRoute.responses[200].content['application/json'].schema;
const selectAnswer = selectMemberImageRoute.responses[200].content['application/json'].schema;

/** The organization shown and the team chosen in the area's team filter (null: all). */
interface AreaProps {
  organization: Organization;
  teamId: string | null;
}

/** What every write of this area may change. */
const AREA = ['/organization'];

type PagedData<R> = { data: { paging: PageMeta } & R };

/**
 * One of the area's paged lists at `path`, filtered by team, as <DataTable> props; the
 * rows are taken from the answer by `rowsOf`.
 */
function useAreaPage<S extends z.ZodType<PagedData<object>>, Row>(
  path: string,
  schema: S,
  teamId: string | null,
  rowsOf: (answer: z.infer<S>) => Row[],
) {
  const [page, setPage] = useState(1);
  const failureMessage = useFailureMessage();
  const query = useApiQuery(withQuery(path, { page, teamId }), schema, { keepPrevious: true });
  return {
    rows: query.data ? rowsOf(query.data) : undefined,
    paging: query.data?.data.paging,
    page,
    onPageChange: setPage,
    error: query.isError ? failureMessage(query.error) : null,
    onRetry: () => void query.refetch(),
    fetching: query.isFetching && query.isPlaceholderData,
  };
}

/** The organization's teams to choose from, 'none' (no team) first. */
function useTeamOptions(organization: Organization) {
  const { t } = useTranslation();
  return [
    { value: 'none', title: t('lead.members.noTeam') },
    ...organization.teams.map((x) => ({ value: x.id, title: x.name })),
  ];
}

function useDate() {
  const locale = useLocale();
  return (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A titled section holding one of the area's paged tables (and what opens over it). */
function AreaTable<Row>({
  id,
  title,
  action,
  children,
  ...table
}: DataTableProps<Row> & {
  id: string;
  title: string;
  action?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <Section id={id} title={title} action={action}>
      <DataTable stackOnPhone {...table} />
      {children}
    </Section>
  );
}

/** spec 001 section 7: GET /organization/stats (creditsLeft, totalTeamSize, selectedImages). */
export function StatsTiles() {
  const { t } = useTranslation();
  const stats = useOrganizationStats();
  const data = stats.data?.data;
  const tiles = [
    { key: 'creditsLeft', label: t('lead.stats.creditsLeft'), value: data?.creditsLeft },
    {
      key: 'totalTeamSize',
      label: t('lead.stats.totalTeamSize'),
      hint: t('lead.stats.totalTeamSizeHint'),
      value: data?.totalTeamSize,
    },
    { key: 'selectedImages', label: t('lead.stats.selectedImages'), value: data?.selectedImages },
  ];
  return (
    <section aria-label={t('lead.stats.title')} className="mt-8">
      {stats.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('lead.stats.failed')}
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div
            key={tile.key}
            className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
            data-stat={tile.key}
          >
            <dt className="text-sm text-gray-600">{tile.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-gray-900">
              {tile.value ?? (stats.isPending ? <Spinner size="sm" /> : '–')}
            </dd>
            {tile.hint ? <dd className="mt-1 text-xs text-gray-500">{tile.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

function TeamName({ organization, teamId }: { organization: Organization; teamId: string | null }) {
  const { t } = useTranslation();
  const team = organization.teams.find((x) => x.id === teamId);
  if (!team) return <span className="text-gray-500">{t('lead.members.noTeam')}</span>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <TeamIcon icon={team.icon} />
      {team.name}
    </span>
  );
}

const member = createColumnHelper<TeamMember>();

/** Members, paged and by team; each can be moved to another team (spec 001 section 4). */
export function MembersTable({ organization, teamId }: AreaProps) {
  const { t } = useTranslation();
  const date = useDate();
  const toast = useToast();
  const api = useApi();
  const client = useQueryClient();
  const failureMessage = useFailureMessage();
  const table = useAreaPage('/organization/members', membersAnswer, teamId, (a) => a.data.members);
  const move = async (row: TeamMember, to: string) => {
    const target = to === 'none' ? null : to;
    try {
      await api.request(`/organization/members/${encodeURIComponent(row._id)}/team`, {
        method: 'PUT',
        schema: moveAnswer,
        body: { teamId: target },
      });
      await invalidateApi(client, ...AREA);
      toast.success(
        t('lead.members.moved', {
          email: row.email,
          team: organization.teams.find((x) => x.id === target)?.name ?? t('lead.members.noTeam'),
        }),
      );
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  };
  const teamOptions = useTeamOptions(organization);
  const [photosFor, setPhotosFor] = useState<TeamMember | null>(null);
  const columns = [
    member.accessor('email', {
      header: t('lead.members.email'),
      cell: (c) => (
        <div>
          <p className="font-medium">{c.getValue()}</p>
          {c.row.original.displayName ? (
            <p className="text-xs text-gray-500">{c.row.original.displayName}</p>
          ) : null}
        </div>
      ),
    }),
    member.accessor('role', {
      header: t('lead.members.role'),
      cell: (c) => t(`account.roles.${c.getValue()}`),
    }),
    member.accessor('modelStatus', {
      header: t('lead.members.status'),
      cell: (c) => {
        const status = c.getValue() ?? 'none';
        return t(`lead.members.statuses.${status}`, { defaultValue: status });
      },
    }),
    member.accessor('teamId', {
      header: t('lead.members.team'),
      cell: (c) => (
        <Select
          aria-label={t('lead.members.moveTo', { email: c.row.original.email })}
          options={teamOptions}
          value={c.getValue() ?? 'none'}
          onChange={(value) => void move(c.row.original, value)}
          className="min-w-36"
          data-move-member={c.row.original.email}
        />
      ),
    }),
    member.accessor('joinedAt', {
      header: t('lead.members.joined'),
      cell: (c) => date(c.getValue()),
    }),
    // Decision 048: photos and the order on a member's behalf, with bulk upload.
    ...(organization.features.bulkUpload
      ? [
          member.display({
            id: 'photos',
            header: t('bulkUpload.behalf.column'),
            cell: (c) =>
              c.row.original.role === 'TeamMember' ? (
                <MemberPhotosButton
                  member={c.row.original}
                  onOpen={() => setPhotosFor(c.row.original)}
                />
              ) : null,
          }),
        ]
      : []),
  ];
  return (
    <>
      <AreaTable
        id="team-members"
        title={t('lead.members.title')}
        caption={t('lead.members.caption')}
        columns={columns}
        {...table}
        empty={t('lead.members.empty')}
        getRowId={(row) => row._id}
      />
      {photosFor ? (
        <MemberPhotosDialog member={photosFor} onClose={() => setPhotosFor(null)} />
      ) : null}
    </>
  );
}

const invite = createColumnHelper<PendingInvite>();

/** Pending invites, paged and by team, each with its reminders (spec 001 section 4). */
export function InvitesTable({ organization, teamId }: AreaProps) {
  const { t } = useTranslation();
  const date = useDate();
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  const api = useApi();
  const client = useQueryClient();
  const failureMessage = useFailureMessage();
  const table = useAreaPage('/organization/invites', invitesAnswer, teamId, (a) => a.data.invites);
  const remind = async (row: PendingInvite) => {
    setBusy(row.invite);
    try {
      await api.request(`/organization/invites/${encodeURIComponent(row.invite)}/remind`, {
        method: 'POST',
        schema: remindAnswer,
        body: {},
      });
      await invalidateApi(client, '/organization/invites');
      toast.success(t('lead.invites.reminded', { email: row.email }));
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(null);
    }
  };
  const columns = [
    invite.accessor('email', { header: t('lead.members.email') }),
    invite.accessor('teamId', {
      header: t('lead.members.team'),
      cell: (c) => <TeamName organization={organization} teamId={c.getValue()} />,
    }),
    invite.accessor('createdAt', {
      header: t('lead.invites.sent'),
      cell: (c) => date(c.getValue()),
    }),
    invite.accessor('reminders', {
      header: t('lead.invites.reminders'),
      cell: (c) => {
        const list = c.getValue();
        const last = list.at(-1);
        return (
          <span data-reminders={list.length}>
            {list.length}
            {last ? (
              <span className="ml-1 text-xs text-gray-500">
                ({t('lead.invites.lastReminded', { date: date(last.remindedAt) })})
              </span>
            ) : null}
          </span>
        );
      },
    }),
    invite.display({
      id: 'remind',
      header: () => <span className="sr-only">{t('lead.invites.remind')}</span>,
      cell: (c) => (
        <Button
          size="sm"
          variant="secondary"
          loading={busy === c.row.original.invite}
          onClick={() => void remind(c.row.original)}
          data-remind={c.row.original.email}
        >
          {t('lead.invites.remind')}
        </Button>
      ),
    }),
  ];
  return (
    <AreaTable
      id="team-invites"
      title={t('lead.invites.title')}
      caption={t('lead.invites.caption')}
      columns={columns}
      {...table}
      empty={t('lead.invites.empty')}
      getRowId={(row) => row.invite}
    />
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses typed, one a line or comma-separated, lower-case and without repeats. */
export function parseEmails(text: string) {
  const all = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return {
    emails: all.filter((e) => EMAIL.test(e) && e.length <= EMAIL_MAX_LENGTH),
    bad: all.filter((e) => !EMAIL.test(e) || e.length > EMAIL_MAX_LENGTH),
  };
}

/**
 * spec 001 section 4: manual invites, only for e-mails not already present; the server
 * decides (a member or a pending invite answers invite.alreadyPresent with the addresses).
 */
export function InviteForm({ organization, teamId }: AreaProps) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const client = useQueryClient();
  const failureMessage = useFailureMessage();
  const [text, setText] = useState('');
  const teamOptions = useTeamOptions(organization);
  const [team, setTeam] = useState<string>(teamId ?? 'none');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { emails, bad } = parseEmails(text);
    if (bad.length) return setError(t('lead.invites.badAddress', { emails: bad.join(', ') }));
    if (!emails.length) return setError(t('lead.invites.noAddresses'));
    setError(null);
    setSending(true);
    try {
      const done = await api.request('/organization/invites', {
        method: 'POST',
        schema: inviteAnswer,
        body: { emails, teamId: team },
      });
      await invalidateApi(client, ...AREA);
      toast.success(t('lead.invites.sentCount', { count: done.data.invites.length }));
      setText('');
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <Section id="team-invite-form" title={t('lead.invites.formTitle')}>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <Textarea
          label={t('lead.invites.emails')}
          hint={t('lead.invites.formHint')}
          rows={3}
          name="emails"
          value={text}
          maxLength={100 * (EMAIL_MAX_LENGTH + 2)}
          onChange={(e) => setText(e.target.value)}
          error={error ?? undefined}
        />
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label={t('lead.invites.intoTeam')}
            name="teamId"
            options={teamOptions}
            value={team}
            onChange={setTeam}
            wrapperClassName="min-w-48"
          />
          <Button type="submit" loading={sending}>
            {t('lead.invites.send')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

const finished = createColumnHelper<FinishedModel>();

const AS_RENDERED = 'as-rendered';

/** Finished models, paged and by team; a selected image per member; the team's zip. */
export function FinishedModels({ organization, teamId }: AreaProps) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState<FinishedModel | null>(null);
  const [zipping, setZipping] = useState(false);
  const toast = useToast();
  const uid = usePageContext().viewer?.uid ?? '';
  const failureMessage = useFailureMessage();
  const table = useAreaPage('/organization/models', modelsAnswer, teamId, (a) => a.data.models);
  // Decision 048: the zip at one of the organization's sizes, or as rendered (not '', which
  // is the select's hidden placeholder).
  const sizes = (useOrganizationSettings().data?.data.customOutputSizes ?? []).map(sizeKey);
  const [zipSize, setZipSize] = useState(AS_RENDERED);
  const zip = async () => {
    setZipping(true);
    try {
      await downloadApiFile(uid, '/organization/selected-images/zip', {
        method: 'POST',
        body: {
          ...(teamId ? { teamId } : {}),
          ...(sizes.includes(zipSize) ? { size: zipSize } : {}),
        },
      });
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setZipping(false);
    }
  };
  const columns = [
    finished.accessor('email', { header: t('lead.members.email') }),
    finished.accessor('teamId', {
      header: t('lead.members.team'),
      cell: (c) => <TeamName organization={organization} teamId={c.getValue()} />,
    }),
    finished.accessor('totalPhotos', { header: t('lead.models.photos') }),
    finished.accessor('selectedImage', {
      header: t('lead.models.selected'),
      cell: (c) => {
        const image = c.getValue();
        return (
          <div className="flex items-center gap-3">
            {image ? (
              <img
                src={image.thumbnailUrl}
                alt=""
                className="size-12 rounded-md object-cover"
                data-selected-image={image.id}
              />
            ) : (
              <span className="text-xs text-gray-500">{t('lead.models.none')}</span>
            )}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setChoosing(c.row.original)}
              data-choose={c.row.original.email}
            >
              {t('lead.models.choose')}
            </Button>
          </div>
        );
      },
    }),
  ];
  const anySelected = table.rows?.some((m) => m.selectedImage) ?? false;
  return (
    <AreaTable
      id="team-models"
      title={t('lead.models.title')}
      action={
        <div className="flex flex-wrap items-center gap-2">
          {sizes.length > 0 ? (
            <Select
              aria-label={t('lead.models.zipSize')}
              options={[
                { value: AS_RENDERED, title: t('lead.models.zipRendered') },
                ...sizes.map((key) => ({ value: key, title: key.replace('x', ' × ') })),
              ]}
              value={zipSize}
              onChange={setZipSize}
              className="min-w-36"
              data-team-zip-size=""
            />
          ) : null}
          <Button
            size="sm"
            onClick={() => void zip()}
            loading={zipping}
            disabled={!anySelected}
            data-team-zip=""
          >
            {teamId ? t('lead.models.zipTeam') : t('lead.models.zip')}
          </Button>
        </div>
      }
      caption={t('lead.models.caption')}
      columns={columns}
      {...table}
      empty={t('lead.models.empty')}
      getRowId={(row) => row.uid}
    >
      <Modal
        open={choosing !== null}
        onClose={() => setChoosing(null)}
        size="lg"
        title={t('lead.models.chooseTitle', { email: choosing?.email ?? '' })}
        labels={{ close: t('lead.teamPopup.close') }}
      >
        {choosing ? <ImagePicker model={choosing} onDone={() => setChoosing(null)} /> : null}
      </Modal>
    </AreaTable>
  );
}

function ImagePicker({ model, onDone }: { model: FinishedModel; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const client = useQueryClient();
  const failureMessage = useFailureMessage();
  const query = useApiQuery(
    `/organization/members/${encodeURIComponent(model.uid)}/images`,
    imagesAnswer,
  );
  const pick = async (imageId: string) => {
    try {
      await api.request(`/organization/members/${encodeURIComponent(model.uid)}/selected-image`, {
        method: 'PUT',
        schema: selectAnswer,
        body: { imageId },
      });
      await invalidateApi(client, ...AREA);
      toast.success(t('lead.models.selectedToast'));
      onDone();
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  };
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {failureMessage(query.error)}
      </p>
    );
  }
  if (!query.data) return <Spinner size="sm" />;
  const { images, selectedImageId } = query.data.data;
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
      {images.map((image) => (
        <li key={image.id}>
          <button
            type="button"
            onClick={() => void pick(image.id)}
            aria-pressed={image.id === selectedImageId}
            className={`block w-full overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-brand-600 ${image.id === selectedImageId ? 'border-brand-600' : 'border-transparent'}`}
            data-pick-image={image.id}
          >
            <img
              src={image.thumbnailUrl}
              alt={`${model.email} #${image.position}`}
              className="aspect-[4/5] w-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

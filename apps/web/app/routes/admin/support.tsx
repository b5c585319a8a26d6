import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  SupportListAnswerSchema,
  SupportReplyBodySchema,
  getSupportRequestRoute,
  listFeedbackRoute,
  listSupportRequestsRoute,
  replySupportRequestRoute,
  setSupportStatusRoute,
  type SupportRequestRow,
} from '@hs/contracts/support';
import { SUPPORT_MESSAGE_MAX, SUPPORT_REQUEST_TYPES } from '@hs/domain/support';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { Modal } from '@hs/ui/modal';
import { Spinner } from '@hs/ui/spinner';
import { Textarea } from '@hs/ui/textarea';
import { useToast } from '@hs/ui/toast';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { useOpenParam } from '../../components/admin/open-param.ts';
import { formatPaymentMoney } from '../../components/buying/money.ts';
import { useOperationMutation, useOperationQuery } from '../../components/data-kit/api-query.ts';
import { operationPath, type BodyOf } from '../../components/data-kit/operation.ts';
import { useContractForm } from '../../components/data-kit/contract-form.ts';
import { FilterSelect } from '../../components/data-kit/filter-select.tsx';
import { bindFilter, usePagedList } from '../../components/data-kit/paged-list.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const LIST = { support: listSupportRequestsRoute.path, feedback: listFeedbackRoute.path };
const INBOXES = Object.values(LIST);
const replySchema = SupportReplyBodySchema.omit({ requestId: true });

const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const column = createColumnHelper<SupportRequestRow>();

// spec 001 sections 2 and 6: /admin/support (Support Requests) and /admin/feedback
// (Feedback). Everything a requester typed is rendered as text (React escapes it).
export default function SupportInboxPage() {
  const { t } = useTranslation();
  const inbox = useLocation().pathname.startsWith('/admin/feedback') ? 'feedback' : 'support';
  const list = usePagedList(LIST[inbox], SupportListAnswerSchema, { sort: 'createdAt' }, [
    'status',
    'type',
    'q',
  ]);
  const [openId, open] = useOpenParam();
  const columns = [
    column.accessor('createdAt', {
      header: t('support.inbox.columns.created'),
      enableSorting: true,
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
    column.accessor('name', {
      header: t('support.inbox.columns.from'),
      enableSorting: false,
      cell: (c) => (
        <span className="block max-w-48">
          <span className="block truncate font-medium">{c.getValue()}</span>
          <span className="block truncate text-xs text-gray-500">{c.row.original.email}</span>
        </span>
      ),
    }),
    column.accessor('type', {
      header: t('support.inbox.columns.type'),
      enableSorting: false,
      cell: (c) => t(`support.form.types.${c.getValue()}`),
    }),
    column.accessor('message', {
      header: t('support.inbox.columns.message'),
      enableSorting: false,
      cell: (c) => <span className="line-clamp-2 max-w-80 break-words">{c.getValue()}</span>,
    }),
    column.accessor('status', {
      header: t('support.inbox.columns.status'),
      enableSorting: false,
      cell: (c) => (
        <Badge tone={c.getValue() === 'open' ? 'warning' : 'success'}>
          {t(`support.inbox.${c.getValue()}`)}
        </Badge>
      ),
    }),
    column.display({
      id: 'open',
      header: () => <span className="sr-only">{t('support.inbox.view')}</span>,
      cell: (c) => (
        <Button size="sm" variant="secondary" onClick={() => open(c.row.original.id)}>
          {t('support.inbox.view')}
          <span className="sr-only"> {c.row.original.name}</span>
        </Button>
      ),
    }),
  ];
  const title = t(
    inbox === 'feedback' ? 'support.inbox.feedbackTitle' : 'support.inbox.supportTitle',
  );
  return (
    <AdminListPage
      title={title}
      intro={t('support.inbox.intro')}
      filters={
        <>
          <FilterSelect
            label={t('support.inbox.filterStatus')}
            allLabel={t('support.inbox.all')}
            options={[
              { value: 'open', title: t('support.inbox.open') },
              { value: 'closed', title: t('support.inbox.closed') },
            ]}
            {...bindFilter(list, 'status')}
          />
          {inbox === 'support' ? (
            <FilterSelect
              label={t('support.inbox.filterType')}
              allLabel={t('support.inbox.all')}
              options={SUPPORT_REQUEST_TYPES.filter((type) => type !== 'feedback').map((type) => ({
                value: type,
                title: t(`support.form.types.${type}`),
              }))}
              {...bindFilter(list, 'type')}
            />
          ) : null}
        </>
      }
      search={{
        label: t('support.inbox.search'),
        submitLabel: t('admin.email.filter'),
      }}
      columns={columns}
      empty={t('support.inbox.empty')}
      list={list}
    >
      {openId ? <RequestDetail id={openId} onClose={() => open(null)} /> : null}
    </AdminListPage>
  );
}

function RequestDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const params = { id };
  const path = operationPath(getSupportRequestRoute, { params });
  const detail = useOperationQuery(getSupportRequestRoute, { params });
  const request = detail.data?.request;
  const setStatus = useOperationMutation(setSupportStatusRoute, {
    call: (body: BodyOf<typeof setSupportStatusRoute>) => ({ params, body }),
    invalidates: [...INBOXES, path],
  });
  const [replyKey, setReplyKey] = useState(() => crypto.randomUUID());
  const reply = useOperationMutation(replySupportRequestRoute, {
    call: (body: BodyOf<typeof replySupportRequestRoute>) => ({ params, body }),
    invalidates: [...INBOXES, path],
  });
  const { form, state, formError, submit, fieldError } = useContractForm(replySchema, {
    defaultValues: { message: '' },
    resetOnSuccess: true,
    onSubmit: async (values) => {
      // The key stays the same until a reply is sent: a retry after a lost answer is one mail.
      await reply.mutateAsync({ ...values, requestId: replyKey });
      toast.success(t('support.inbox.sent', { email: request?.email ?? '' }));
      setReplyKey(crypto.randomUUID());
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={request ? `${request.name} · ${t(`support.form.types.${request.type}`)}` : '…'}
      labels={{ close: t('support.inbox.back') }}
    >
      {detail.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {failureMessage(detail.error)}
        </p>
      ) : !request ? (
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <Spinner size="sm" /> {t('data.table.loading')}
        </p>
      ) : (
        <div className="space-y-5 text-sm" data-testid="support-request">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-gray-700">
            <dt className="text-gray-500">{t('support.inbox.columns.from')}</dt>
            <dd className="break-all">
              {request.name} &lt;{request.email}&gt;
            </dd>
            <dt className="text-gray-500">{t('support.inbox.columns.created')}</dt>
            <dd>{when(request.createdAt)}</dd>
            <dt className="text-gray-500">{t('support.inbox.page')}</dt>
            <dd className="break-all">{request.page || '—'}</dd>
            {request.payment ? (
              <>
                <dt className="text-gray-500">{t('support.inbox.order')}</dt>
                <dd>
                  {formatPaymentMoney(request.payment.amountTotal, request.payment.currency)} ·{' '}
                  {when(request.payment.createdOn)} ·{' '}
                  <span className="font-mono text-xs">{request.payment.id}</span>
                </dd>
              </>
            ) : null}
            <dt className="text-gray-500">{t('support.inbox.columns.status')}</dt>
            <dd>
              <Badge tone={request.status === 'open' ? 'warning' : 'success'}>
                {t(`support.inbox.${request.status}`)}
              </Badge>
            </dd>
          </dl>
          <p className="rounded-lg bg-gray-50 p-3 break-words whitespace-pre-wrap text-gray-900">
            {request.message}
          </p>
          {request.attachmentUrls.length ? (
            <section>
              <h3 className="font-semibold text-gray-900">{t('support.inbox.screenshots')}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {request.attachmentUrls.map((a, index) => (
                  <li key={a.url}>
                    {/* Signed links that expire in 10 minutes; only this staff answer has them. */}
                    <a href={a.url} target="_blank" rel="noreferrer noopener">
                      <img
                        src={a.url}
                        alt={t('support.inbox.screenshot', { n: index + 1 })}
                        className="h-24 w-24 rounded border border-gray-200 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section>
            <h3 className="font-semibold text-gray-900">{t('support.inbox.thread')}</h3>
            {request.thread.length === 0 ? (
              <p className="mt-1 text-gray-500">{t('support.inbox.noReplies')}</p>
            ) : (
              <ol className="mt-2 space-y-2">
                {request.thread.map((r) => (
                  <li key={r.id} className="rounded-lg border border-gray-200 p-3">
                    <p className="text-xs text-gray-500">
                      {r.staffEmail ?? '—'} · {when(r.createdAt)}
                    </p>
                    <p className="mt-1 break-words whitespace-pre-wrap">{r.message}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <form onSubmit={submit} noValidate className="space-y-3">
            <Textarea
              label={t('support.inbox.reply')}
              maxLength={SUPPORT_MESSAGE_MAX}
              rows={4}
              error={fieldError('message')}
              {...form.register('message')}
            />
            {formError ? (
              <p role="alert" className="text-red-700">
                {formError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={state === 'loading'}>
                {t('support.inbox.send')}
              </Button>
              <Button
                variant="secondary"
                loading={setStatus.isPending}
                onClick={() =>
                  setStatus.mutate(
                    { status: request.status === 'open' ? 'closed' : 'open' },
                    {
                      onSuccess: () => toast.success(t('support.inbox.statusChanged')),
                      onError: (error) => toast.error(failureMessage(error)),
                    },
                  )
                }
              >
                {request.status === 'open' ? t('support.inbox.close') : t('support.inbox.reopen')}
              </Button>
            </div>
          </form>
        </div>
      )}
    </Modal>
  );
}

import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  MODEL_STAGES,
  adminModelRoute,
  adminModelsRoute,
  type AdminModelRow,
} from '@hs/contracts/backoffice';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { Modal } from '@hs/ui/modal';
import { Spinner } from '@hs/ui/spinner';
import { useToast } from '@hs/ui/toast';
import { AdminListPage } from '../../components/admin/list-page.tsx';
import { useOpenParam, when } from '../../components/admin/open-param.ts';
import { useApiMutation, useApiQuery } from '../../components/data-kit/api-query.ts';
import { FilterSelect } from '../../components/data-kit/filter-select.tsx';
import { bindFilter, usePagedList } from '../../components/data-kit/paged-list.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const listSchema = adminModelsRoute.responses[200].content['application/json'].schema;
const detailSchema = adminModelRoute.responses[200].content['application/json'].schema;
const TONE = { ready: 'success', failed: 'danger', onboarding: 'neutral' } as const;
const tone = (stage: string) => TONE[stage as keyof typeof TONE] ?? 'info';
const column = createColumnHelper<AdminModelRow>();

// spec 001 section 2: /admin/model (Models: admin, support, dev, marketer, sales).
export default function AdminModelsPage() {
  const { t } = useTranslation();
  const list = usePagedList('/admin/model', listSchema, { sort: 'updatedAt' }, ['stage', 'q']);
  const [openId, open] = useOpenParam();
  const columns = [
    column.accessor('updatedAt', {
      header: t('backoffice.models.updated'),
      enableSorting: true,
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
    column.accessor('email', {
      header: t('backoffice.models.owner'),
      enableSorting: false,
      cell: (c) => (
        <span className="block max-w-56">
          <span className="block truncate">{c.getValue()}</span>
          <span className="block truncate font-mono text-xs text-gray-500">
            {c.row.original.id}
          </span>
        </span>
      ),
    }),
    column.accessor('stage', {
      header: t('backoffice.models.stage'),
      enableSorting: false,
      cell: (c) => (
        <Badge tone={tone(c.getValue())}>{t(`backoffice.stages.${c.getValue()}`)}</Badge>
      ),
    }),
    column.accessor('progressDone', {
      header: t('backoffice.models.progress'),
      enableSorting: false,
      cell: (c) => `${c.getValue()} / ${c.row.original.progressTotal}`,
    }),
    column.accessor('failureReason', {
      header: t('backoffice.models.reason'),
      enableSorting: false,
      cell: (c) => <span className="line-clamp-2 max-w-64 text-red-700">{c.getValue() ?? ''}</span>,
    }),
    column.display({
      id: 'open',
      header: () => <span className="sr-only">{t('backoffice.models.view')}</span>,
      cell: (c) => (
        <Button size="sm" variant="secondary" onClick={() => open(c.row.original.id)}>
          {t('backoffice.models.view')}
          <span className="sr-only"> {c.row.original.id}</span>
        </Button>
      ),
    }),
  ];
  return (
    <AdminListPage
      title={t('backoffice.models.title')}
      intro={t('backoffice.models.intro')}
      filters={
        <FilterSelect
          label={t('backoffice.models.stage')}
          allLabel={t('backoffice.money.all')}
          options={MODEL_STAGES.map((s) => ({ value: s, title: t(`backoffice.stages.${s}`) }))}
          {...bindFilter(list, 'stage')}
        />
      }
      search={{
        label: t('backoffice.models.search'),
        submitLabel: t('backoffice.money.filter'),
      }}
      columns={columns}
      empty={t('backoffice.models.empty')}
      list={list}
    >
      {openId ? <ModelDetail id={openId} onClose={() => open(null)} /> : null}
    </AdminListPage>
  );
}

function ModelDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const path = `/admin/model/${encodeURIComponent(id)}`;
  const detail = useApiQuery(path, detailSchema);
  const m = detail.data?.model;
  const invalidates = ['/admin/model', '/admin/stats'];
  const retry = useApiMutation(detailSchema, { path: `${path}/retry`, invalidates });
  const rerank = useApiMutation(detailSchema, { path: `${path}/rerank`, invalidates });
  const run = (mutation: typeof retry, done: string) =>
    mutation.mutate(
      {},
      {
        onSuccess: () => toast.success(done),
        onError: (failure) => toast.error(failureMessage(failure)),
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={m ? `${m.email} · ${t(`backoffice.stages.${m.stage}`)}` : '…'}
      labels={{ close: t('backoffice.money.close') }}
    >
      {detail.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {failureMessage(detail.error)}
        </p>
      ) : !m ? (
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <Spinner size="sm" /> {t('data.table.loading')}
        </p>
      ) : (
        <div className="space-y-5 text-sm" data-testid="model-detail">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={tone(m.stage)}>{t(`backoffice.stages.${m.stage}`)}</Badge>
            <span className="font-mono text-xs text-gray-500">{m.id}</span>
            {m.stage === 'failed' ? (
              <Button
                size="sm"
                loading={retry.isPending}
                onClick={() => run(retry, t('backoffice.models.retried'))}
              >
                {t('backoffice.models.retry')}
              </Button>
            ) : null}
            {m.stage === 'ready' ? (
              <Button
                size="sm"
                variant="secondary"
                loading={rerank.isPending}
                onClick={() => run(rerank, t('backoffice.models.reranked'))}
              >
                {t('backoffice.models.rerank')}
              </Button>
            ) : null}
          </div>
          {m.failureReason ? <p className="text-red-700">{m.failureReason}</p> : null}
          <section>
            <h3 className="font-semibold text-gray-900">
              {t('backoffice.models.inputs', { count: m.inputs.length })}
            </h3>
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
              {m.inputs.map((p) => (
                <li key={p.id} className="text-xs text-gray-600">
                  <img
                    src={p.url}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full rounded object-cover"
                  />
                  {p.width}×{p.height}
                  {p.fullBody ? ` · ${t('backoffice.models.fullBody')}` : ''}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-semibold text-gray-900">
              {t('backoffice.models.outputs', { count: m.outputs.length })}
            </h3>
            {m.outputs.length === 0 ? (
              <p className="mt-1 text-gray-600">{t('backoffice.models.noOutputs')}</p>
            ) : (
              <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
                {m.outputs.map((o) => (
                  <li key={o.id} className="text-xs text-gray-700" data-testid="model-output">
                    <img
                      src={o.url}
                      alt=""
                      loading="lazy"
                      className="aspect-[4/5] w-full rounded object-cover"
                    />
                    <span className="mt-1 flex flex-wrap gap-1">
                      <Badge tone={o.identityDistance === null ? 'warning' : 'neutral'}>
                        {o.identityDistance === null
                          ? t('backoffice.models.noFace')
                          : t('backoffice.models.identity', {
                              value: o.identityDistance.toFixed(2),
                            })}
                      </Badge>
                      {o.nsfw ? <Badge tone="danger">{t('backoffice.models.nsfw')}</Badge> : null}
                      {o.hiddenReason ? (
                        <Badge tone="warning">
                          {t('backoffice.models.hidden', { reason: o.hiddenReason })}
                        </Badge>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h3 className="font-semibold text-gray-900">{t('backoffice.models.jobs')}</h3>
            {m.jobs.length === 0 ? (
              <p className="mt-1 text-gray-600">{t('backoffice.models.noJobs')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200">
                {m.jobs.map((j) => (
                  <li key={j.id} className="px-3 py-2">
                    <span className="font-mono text-xs">{j.name}</span> · {j.status} ·{' '}
                    {t('backoffice.models.attempts', { count: j.attempts })} · {when(j.createdAt)}
                    {j.lastError ? <p className="break-words text-red-700">{j.lastError}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}

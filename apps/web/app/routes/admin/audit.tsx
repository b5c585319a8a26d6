import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditListAnswerSchema, type AuditRow } from '@hs/contracts/audit';
import { Button } from '@hs/ui/button';
import { TextInput } from '@hs/ui/text-input';
import { DataTable } from '../../components/data-kit/data-table.tsx';
import { usePagedList } from '../../components/data-kit/paged-list.ts';

const FILTERS = ['actor', 'action', 'target'] as const;
type Filter = (typeof FILTERS)[number];

const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

function Json({ value, none }: { value: unknown; none: string }) {
  if (value === null || value === undefined) return <span className="text-gray-400">{none}</span>;
  return (
    <pre className="max-h-40 max-w-72 overflow-auto rounded bg-gray-50 p-1.5 font-mono text-xs break-words whitespace-pre-wrap">
      {JSON.stringify(value, null, 1)}
    </pre>
  );
}

const column = createColumnHelper<AuditRow>();

// Issue 19: /admin/audit, the staff audit trail (admins only; the API refuses the rest).
export default function AuditTrailPage() {
  const { t } = useTranslation();
  const list = usePagedList('/admin/audit', AuditListAnswerSchema, { sort: 'at' }, FILTERS);
  const [, setSearch] = useSearchParams();
  const [draft, setDraft] = useState<Record<Filter, string>>(list.params.filters);
  const none = t('people.audit.nothing');
  const columns = [
    column.accessor('at', {
      header: t('people.audit.at'),
      enableSorting: true,
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
    column.accessor('actorEmail', {
      header: t('people.audit.actor'),
      enableSorting: false,
      cell: (c) => (
        <span className="block max-w-48">
          <span className="block truncate font-medium">
            {c.getValue() || c.row.original.actorUid}
          </span>
          <span className="block text-xs text-gray-500">{c.row.original.actorRole}</span>
        </span>
      ),
    }),
    column.accessor('action', {
      header: t('people.audit.action'),
      enableSorting: false,
      cell: (c) => <code className="text-xs">{c.getValue()}</code>,
    }),
    column.accessor('targetId', {
      header: t('people.audit.target'),
      enableSorting: false,
      cell: (c) => (
        <span className="block max-w-48 text-xs">
          <span className="text-gray-500">{c.row.original.targetType}</span>{' '}
          <span className="font-mono break-all">{c.getValue()}</span>
        </span>
      ),
    }),
    column.accessor('before', {
      header: t('people.audit.before'),
      enableSorting: false,
      cell: (c) => <Json value={c.getValue()} none={none} />,
    }),
    column.accessor('after', {
      header: t('people.audit.after'),
      enableSorting: false,
      cell: (c) => <Json value={c.getValue()} none={none} />,
    }),
  ];
  const title = t('people.audit.title');
  return (
    <div className="max-w-6xl">
      <title>{`${title} · ${t('admin.title')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('people.audit.intro')}</p>
      <form
        role="search"
        className="mt-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          // All three at once, back to page 1 (one address change, one request).
          setSearch((previous) => {
            const next = new URLSearchParams(previous);
            for (const name of FILTERS) {
              const value = draft[name].trim();
              if (value) next.set(name, value);
              else next.delete(name);
            }
            next.delete('page');
            return next;
          });
        }}
      >
        {FILTERS.map((name) => (
          <TextInput
            key={name}
            label={t(`people.audit.filter${name[0]!.toUpperCase()}${name.slice(1)}`)}
            value={draft[name]}
            onValueChange={(value) => setDraft((d) => ({ ...d, [name]: value }))}
            maxLength={name === 'action' ? 64 : 200}
            wrapperClassName="w-full sm:w-56"
          />
        ))}
        <Button type="submit" variant="secondary">
          {t('people.audit.apply')}
        </Button>
      </form>
      <div className="mt-6">
        <DataTable
          caption={title}
          columns={columns}
          getRowId={(row) => row.id}
          empty={t('people.audit.empty')}
          {...list.table}
        />
      </div>
    </div>
  );
}

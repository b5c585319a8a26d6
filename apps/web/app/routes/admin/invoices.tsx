import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, adminInvoicesRoute, type InvoiceRow } from '@hs/contracts/backoffice';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { useToast } from '@hs/ui/toast';
import { MONEY_FILTERS, MoneyFilters } from '../../components/admin/money-filters.tsx';
import { formatPaymentMoney } from '../../components/buying/money.ts';
import { DataTable } from '../../components/data-kit/data-table.tsx';
import { usePagedList } from '../../components/data-kit/paged-list.ts';
import { when } from '../../components/admin/open-param.ts';
import { downloadApiFile } from '../../components/data-kit/download-file.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const listSchema = adminInvoicesRoute.responses[200].content['application/json'].schema;
const column = createColumnHelper<InvoiceRow>();

/** The buyer's own invoice document (the same PDF /app/invoice gives them), downloaded. */
function InvoicePdfButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const uid = usePageContext().viewer?.uid ?? '';
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadApiFile(
        uid,
        `/admin/invoices/${encodeURIComponent(id)}/pdf`,
        `invoice-${id}.pdf`,
      );
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      onClick={() => void download()}
      aria-label={t('backoffice.money.pdfLabel', { id: id.slice(0, 8) })}
    >
      {t('backoffice.money.pdf')}
    </Button>
  );
}

// spec 001 section 2: /admin/invoices (Invoices: admin, dev, sales); one per payment.
export default function AdminInvoicesPage() {
  const { t } = useTranslation();
  const list = usePagedList('/admin/invoices', listSchema, { sort: 'createdOn' }, MONEY_FILTERS);
  const columns = [
    column.accessor('createdOn', {
      header: t('backoffice.money.created'),
      enableSorting: true,
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
    column.accessor('id', {
      header: t('backoffice.money.payment'),
      enableSorting: false,
      cell: (c) => <span className="font-mono text-xs">{c.getValue().slice(0, 8)}</span>,
    }),
    column.accessor('email', {
      header: t('backoffice.money.buyer'),
      enableSorting: false,
      cell: (c) => <span className="block max-w-56 truncate">{c.getValue()}</span>,
    }),
    column.accessor('items', {
      header: t('backoffice.money.items'),
      enableSorting: false,
      cell: (c) => <span className="line-clamp-2 max-w-64">{c.getValue()}</span>,
    }),
    column.accessor('amountTotal', {
      header: t('backoffice.money.total'),
      enableSorting: true,
      cell: (c) => (
        <span className="whitespace-nowrap">
          {formatPaymentMoney(c.getValue(), c.row.original.currency)}
          {c.row.original.test ? (
            <Badge className="ml-2" tone="neutral">
              {t('backoffice.money.test')}
            </Badge>
          ) : null}
        </span>
      ),
    }),
    column.accessor('status', {
      header: t('backoffice.money.status'),
      enableSorting: false,
      cell: (c) => (
        <Badge tone={c.getValue() === 'paid' ? 'success' : 'warning'}>
          {t(`backoffice.money.statuses.${c.getValue()}`)}
        </Badge>
      ),
    }),
    column.display({
      id: 'pdf',
      header: t('backoffice.money.pdf'),
      cell: (c) => <InvoicePdfButton id={c.row.original.id} />,
    }),
  ];
  const title = t('backoffice.money.invoicesTitle');
  return (
    <div className="max-w-6xl">
      <title>{`${title} · ${t('admin.title')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('backoffice.money.invoicesIntro')}</p>
      <MoneyFilters
        statuses={INVOICE_STATUSES}
        filters={list.params.filters}
        setFilter={list.setFilter}
        exportPath="/admin/invoices/export"
        exportName="invoices"
      />
      <div className="mt-6">
        <DataTable
          caption={title}
          columns={columns}
          getRowId={(row) => row.id}
          empty={t('backoffice.money.empty')}
          {...list.table}
        />
      </div>
    </div>
  );
}

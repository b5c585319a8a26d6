import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, adminInvoicesRoute, type InvoiceRow } from '@hs/contracts/backoffice';
import { Badge } from '@hs/ui/badge';
import {
  MONEY_FILTERS,
  MoneyListPage,
  useMoneyColumns,
} from '../../components/admin/money-list-page.tsx';
import { DownloadButton } from '../../components/data-kit/download-button.tsx';
import { usePagedList } from '../../components/data-kit/paged-list.ts';

const listSchema = adminInvoicesRoute.responses[200].content['application/json'].schema;
const column = createColumnHelper<InvoiceRow>();

/** The buyer's own invoice document (the same PDF /app/invoice gives them), downloaded. */
function InvoicePdfButton({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      variant="secondary"
      size="sm"
      path={`/admin/invoices/${encodeURIComponent(id)}/pdf`}
      fileName={() => `invoice-${id}.pdf`}
      aria-label={t('backoffice.money.pdfLabel', { id: id.slice(0, 8) })}
    >
      {t('backoffice.money.pdf')}
    </DownloadButton>
  );
}

// spec 001 section 2: /admin/invoices (Invoices: admin, dev, sales); one per payment.
export default function AdminInvoicesPage() {
  const { t } = useTranslation();
  const list = usePagedList('/admin/invoices', listSchema, { sort: 'createdOn' }, MONEY_FILTERS);
  const columns = [
    ...useMoneyColumns<'createdOn', InvoiceRow>({
      created: 'createdOn',
      tone: (status) => (status === 'paid' ? 'success' : 'warning'),
      extra: [
        column.accessor('id', {
          header: t('backoffice.money.payment'),
          enableSorting: false,
          cell: (c) => <span className="font-mono text-xs">{c.getValue().slice(0, 8)}</span>,
        }),
      ],
      totalBadge: (row) =>
        row.test ? (
          <Badge className="ml-2" tone="neutral">
            {t('backoffice.money.test')}
          </Badge>
        ) : null,
    }),
    column.display({
      id: 'pdf',
      header: t('backoffice.money.pdf'),
      cell: (c) => <InvoicePdfButton id={c.row.original.id} />,
    }),
  ];
  return (
    <MoneyListPage kind="invoices" statuses={INVOICE_STATUSES} list={list} columns={columns} />
  );
}

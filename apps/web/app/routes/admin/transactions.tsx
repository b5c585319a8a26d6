import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  TRANSACTION_STATUSES,
  adminTransactionRoute,
  adminTransactionsRoute,
  type TransactionRow,
} from '@hs/contracts/backoffice';
import { Button } from '@hs/ui/button';
import { Modal } from '@hs/ui/modal';
import { Spinner } from '@hs/ui/spinner';
import {
  MONEY_FILTERS,
  MoneyListPage,
  useMoneyColumns,
} from '../../components/admin/money-list-page.tsx';
import { useOpenParam, when } from '../../components/admin/open-param.ts';
import { formatPaymentMoney } from '../../components/buying/money.ts';
import { useApiQuery } from '../../components/data-kit/api-query.ts';
import { usePagedList } from '../../components/data-kit/paged-list.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const listSchema = adminTransactionsRoute.responses[200].content['application/json'].schema;
const detailSchema = adminTransactionRoute.responses[200].content['application/json'].schema;
const TONE = { paid: 'success', refunded: 'warning', pending: 'info' } as const;
const column = createColumnHelper<TransactionRow>();

// spec 001 section 2: /admin/transactions (Transactions: admin, dev, sales).
export default function AdminTransactionsPage() {
  const { t } = useTranslation();
  const list = usePagedList(
    '/admin/transactions',
    listSchema,
    { sort: 'createdAt' },
    MONEY_FILTERS,
  );
  const [openId, open] = useOpenParam();
  const columns = [
    ...useMoneyColumns<'createdAt', TransactionRow>({
      created: 'createdAt',
      tone: (status) => TONE[status as keyof typeof TONE] ?? 'neutral',
    }),
    column.display({
      id: 'open',
      header: () => <span className="sr-only">{t('backoffice.money.view')}</span>,
      cell: (c) => (
        <Button size="sm" variant="secondary" onClick={() => open(c.row.original.id)}>
          {t('backoffice.money.view')}
          <span className="sr-only"> {c.row.original.id}</span>
        </Button>
      ),
    }),
  ];
  return (
    <MoneyListPage
      kind="transactions"
      statuses={TRANSACTION_STATUSES}
      list={list}
      columns={columns}
    >
      {openId ? <TransactionDetail id={openId} onClose={() => open(null)} /> : null}
    </MoneyListPage>
  );
}

function TransactionDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const detail = useApiQuery(`/admin/transactions/${encodeURIComponent(id)}`, detailSchema);
  const tx = detail.data?.transaction;
  const money = (minor: number) => formatPaymentMoney(minor, tx?.currency ?? 'usd');
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={t('backoffice.money.detail', { id: id.slice(0, 8) })}
      labels={{ close: t('backoffice.money.close') }}
    >
      {detail.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {failureMessage(detail.error)}
        </p>
      ) : !tx ? (
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <Spinner size="sm" /> {t('data.table.loading')}
        </p>
      ) : (
        <div className="space-y-4 text-sm" data-testid="transaction">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-gray-700">
            <dt className="text-gray-500">{t('backoffice.money.buyer')}</dt>
            <dd className="break-all">{tx.email}</dd>
            <dt className="text-gray-500">{t('backoffice.money.created')}</dt>
            <dd>{when(tx.createdAt)}</dd>
            <dt className="text-gray-500">{t('backoffice.money.status')}</dt>
            <dd>{t(`backoffice.money.statuses.${tx.status}`)}</dd>
            <dt className="text-gray-500">{t('backoffice.money.provider')}</dt>
            <dd>{tx.provider}</dd>
            {tx.providerRef ? (
              <>
                <dt className="text-gray-500">{t('backoffice.money.providerRef')}</dt>
                <dd className="font-mono text-xs break-all">{tx.providerRef}</dd>
              </>
            ) : null}
            {tx.couponCode ? (
              <>
                <dt className="text-gray-500">{t('backoffice.money.coupon')}</dt>
                <dd>{tx.couponCode}</dd>
              </>
            ) : null}
          </dl>
          <table className="min-w-full text-left">
            <caption className="text-left font-semibold text-gray-900">
              {t('backoffice.money.lines')}
            </caption>
            <tbody className="divide-y divide-gray-100">
              {tx.lines.map((l, i) => (
                <tr key={i}>
                  <td className="py-1 pr-3">
                    {l.quantity} × {l.description}
                  </td>
                  <td className="py-1 text-right whitespace-nowrap">{money(l.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="text-gray-700">
              <tr>
                <th scope="row" className="py-1 pr-3 font-normal">
                  {t('backoffice.money.subtotal')}
                </th>
                <td className="text-right">{money(tx.amountSubtotal)}</td>
              </tr>
              <tr>
                <th scope="row" className="py-1 pr-3 font-normal">
                  {t('backoffice.money.discount')}
                </th>
                <td className="text-right">−{money(tx.amountDiscount)}</td>
              </tr>
              <tr>
                <th scope="row" className="py-1 pr-3 font-normal">
                  {t('backoffice.money.giftCard')}
                </th>
                <td className="text-right">−{money(tx.amountGiftCard)}</td>
              </tr>
              <tr className="font-semibold text-gray-900">
                <th scope="row" className="py-1 pr-3">
                  {t('backoffice.money.total')}
                </th>
                <td className="text-right">{money(tx.amountTotal)}</td>
              </tr>
            </tfoot>
          </table>
          {tx.refunds.length ? (
            <p>
              {t('backoffice.money.refunds')}:{' '}
              {tx.refunds.map((r) => `${money(r.amount)} (${when(r.createdAt)})`).join(', ')}
            </p>
          ) : null}
        </div>
      )}
    </Modal>
  );
}

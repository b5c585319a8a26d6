import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { TextInput } from '@hs/ui/text-input';
import { useToast } from '@hs/ui/toast';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { CURRENCY_OPTIONS } from '../buying/currency-options.ts';
import { withQuery } from '../data-kit/api-query.ts';
import { downloadApiFile } from '../data-kit/download-file.ts';

export const MONEY_FILTERS = ['status', 'currency', 'from', 'to', 'q'] as const;
type MoneyFilter = (typeof MONEY_FILTERS)[number];

const dateClass =
  'mt-2 block w-full rounded-lg border-0 px-3 py-2 text-gray-900 ring-1 ring-gray-300 ring-inset';

/**
 * The filter bar of Transactions and Invoices: status, currency, UTC dates, a search, and
 * the CSV export of everything the filters match (the server streams it).
 */
export function MoneyFilters({
  statuses,
  filters,
  setFilter,
  exportPath,
  exportName,
}: {
  statuses: readonly string[];
  filters: Record<MoneyFilter, string>;
  setFilter: (name: MoneyFilter, value: string) => void;
  exportPath: string;
  exportName: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const uid = usePageContext().viewer?.uid ?? '';
  const [q, setQ] = useState(filters.q);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadApiFile(uid, withQuery(exportPath, filters), `${exportName}-${day}.csv`);
      toast.success(t('backoffice.money.exported'));
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="mt-6 flex flex-wrap items-end gap-3">
      <Select
        label={t('backoffice.money.status')}
        options={[
          { value: 'all', title: t('backoffice.money.all') },
          ...statuses.map((s) => ({ value: s, title: t(`backoffice.money.statuses.${s}`) })),
        ]}
        value={filters.status || 'all'}
        onChange={(v) => setFilter('status', v === 'all' ? '' : v)}
        wrapperClassName="w-36"
      />
      <Select
        label={t('backoffice.money.currency')}
        options={[{ value: 'all', title: t('backoffice.money.all') }, ...CURRENCY_OPTIONS]}
        value={filters.currency || 'all'}
        onChange={(v) => setFilter('currency', v === 'all' ? '' : v)}
        wrapperClassName="w-28"
      />
      {(['from', 'to'] as const).map((name) => (
        <label key={name} className="block w-40 text-sm font-medium text-gray-900">
          {t(`backoffice.money.${name}`)}
          <input
            type="date"
            value={filters[name]}
            onChange={(e) => setFilter(name, e.target.value)}
            className={dateClass}
          />
        </label>
      ))}
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('q', q.trim());
        }}
      >
        <TextInput
          type="search"
          label={t('backoffice.money.search')}
          value={q}
          onValueChange={setQ}
          maxLength={200}
          wrapperClassName="w-64"
        />
        <Button type="submit" variant="secondary">
          {t('backoffice.money.filter')}
        </Button>
      </form>
      <Button onClick={() => void exportCsv()} loading={exporting}>
        {exporting ? t('backoffice.money.exporting') : t('backoffice.money.export')}
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCreateGiftCardRoute, adminGiftCardsRoute } from '@hs/contracts/payments';
import type { CurrencyCode } from '@hs/domain/currency';
import { parseMinorUnits } from '@hs/domain/order-total';
import { Button } from '@hs/ui/button';
import { Select } from '@hs/ui/select';
import { TextInput } from '@hs/ui/text-input';
import { CURRENCY_OPTIONS } from '../../components/buying/currency-options.ts';
import { formatPaymentMoney } from '../../components/buying/money.ts';
import { useApiData } from '../../components/buying/use-api-data.ts';
import { useApi } from '../../hooks/use-api.ts';
import { ActionResult, ApiDataState, useAction } from '../../components/buying/api-data-state.tsx';

const listSchema = adminGiftCardsRoute.responses[200].content['application/json'].schema;
const createSchema = adminCreateGiftCardRoute.responses[200].content['application/json'].schema;

// spec 001 section 2: /admin/giftcard (Giftcards in the staff menu).
export default function AdminGiftCardsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const list = useApiData('/admin/giftcard', listSchema);
  const [code, setCode] = useState('');
  const [balance, setBalance] = useState('');
  const [currency, setCurrency] = useState<CurrencyCode>('usd');
  const { busy: saving, result, run } = useAction();

  const issue = () =>
    run(async () => {
      const { data } = await api.request('/admin/giftcard', {
        method: 'POST',
        schema: createSchema,
        body: { ...(code ? { code } : {}), currency, balance: parseMinorUnits(balance) },
      });
      setCode('');
      setBalance('');
      return t('buying.staff.giftCards.created', { code: data.code });
    }, list.reload);

  return (
    <div className="max-w-3xl space-y-6">
      <title>{`${t('buying.staff.giftCards.title')} · Headshot Studio`}</title>
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t('buying.staff.giftCards.title')}</h1>
        <p className="mt-2 text-sm text-gray-700">{t('buying.staff.giftCards.intro')}</p>
      </div>
      <form
        className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          void issue();
        }}
      >
        <TextInput
          label={t('buying.staff.giftCards.code')}
          value={code}
          onValueChange={setCode}
          maxLength={64}
        />
        <TextInput
          label={t('buying.staff.giftCards.balance')}
          value={balance}
          onValueChange={setBalance}
          inputMode="decimal"
          allowedCharacters="0123456789.,"
          maxLength={12}
          required
        />
        <Select
          label={t('buying.staff.giftCards.currency')}
          options={CURRENCY_OPTIONS}
          value={currency}
          onChange={setCurrency}
        />
        <div className="sm:col-span-3">
          <Button type="submit" loading={saving}>
            {t('buying.staff.giftCards.create')}
          </Button>
          <ActionResult result={result} className="mt-2" />
        </div>
      </form>
      <ApiDataState state={list.state} empty={t('buying.staff.giftCards.empty')}>
        {(cards) => (
          <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {cards.map((g) => (
              <li key={g.id} className="flex flex-wrap gap-x-4 p-3 text-sm">
                <span className="font-mono font-semibold text-gray-900">{g.code}</span>
                <span>{formatPaymentMoney(g.balance, g.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </ApiDataState>
    </div>
  );
}

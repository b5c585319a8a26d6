import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCreateGiftCardRoute, adminGiftCardsRoute } from '@hs/contracts/payments';
import type { CurrencyCode } from '@hs/domain/currency';
import { parseMinorUnits } from '@hs/domain/order-total';
import { Select } from '@hs/ui/select';
import { TextInput } from '@hs/ui/text-input';
import { CURRENCY_OPTIONS } from '../../components/buying/currency-options.ts';
import { formatPaymentMoney } from '../../components/buying/money.ts';
import { useApiData } from '../../components/buying/use-api-data.ts';
import { answerSchema, callOperation } from '../../components/data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useAction } from '../../components/buying/api-data-state.tsx';
import { CreateAndListPage } from '../../components/admin/create-and-list-page.tsx';

// spec 001 section 2: /admin/giftcard (Giftcards in the staff menu).
export default function AdminGiftCardsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const list = useApiData(adminGiftCardsRoute.path, answerSchema(adminGiftCardsRoute));
  const [code, setCode] = useState('');
  const [balance, setBalance] = useState('');
  const [currency, setCurrency] = useState<CurrencyCode>('usd');
  const { busy: saving, result, run } = useAction();

  const issue = () =>
    run(async () => {
      // An unreadable amount goes as null, as before: the server's refusal is the message.
      const minor = parseMinorUnits(balance) as number;
      const { data } = await callOperation(api, adminCreateGiftCardRoute, {
        body: { ...(code ? { code } : {}), currency, balance: minor },
      });
      setCode('');
      setBalance('');
      return t('buying.staff.giftCards.created', { code: data.code });
    }, list.reload);

  return (
    <CreateAndListPage
      title={t('buying.staff.giftCards.title')}
      intro={t('buying.staff.giftCards.intro')}
      columns="sm:grid-cols-3"
      submitLabel={t('buying.staff.giftCards.create')}
      busy={saving}
      result={result}
      onSubmit={() => void issue()}
      list={list.state}
      empty={t('buying.staff.giftCards.empty')}
      fields={
        <>
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
        </>
      }
      row={(g) => (
        <>
          <span className="font-mono font-semibold text-gray-900">{g.code}</span>
          <span>{formatPaymentMoney(g.balance, g.currency)}</span>
        </>
      )}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCouponsRoute, adminCreateCouponRoute } from '@hs/contracts/payments';
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

const day = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));

// spec 001 section 2: /admin/coupons (Coupons in the staff menu).
export default function AdminCouponsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const list = useApiData(adminCouponsRoute.path, answerSchema(adminCouponsRoute));
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [currency, setCurrency] = useState<CurrencyCode>('usd');
  const [expiresAt, setExpiresAt] = useState('');
  const [maxRedemptions, setMaxRedemptions] = useState('');
  const { busy: saving, result, run } = useAction();

  const create = () =>
    run(async () => {
      const amount = kind === 'amount' ? parseMinorUnits(value) : null;
      const { data } = await callOperation(api, adminCreateCouponRoute, {
        body: {
          code,
          ...(kind === 'percent' ? { percentOff: Number(value) } : { amountOff: amount, currency }),
          ...(expiresAt ? { expiresAt: new Date(`${expiresAt}T23:59:59Z`).toISOString() } : {}),
          ...(maxRedemptions ? { maxRedemptions: Number(maxRedemptions) } : {}),
        },
      });
      setCode('');
      setValue('');
      return t('buying.staff.coupons.created', { code: data.code });
    }, list.reload);

  return (
    <CreateAndListPage
      title={t('buying.staff.coupons.title')}
      intro={t('buying.staff.coupons.intro')}
      columns="sm:grid-cols-2"
      submitLabel={t('buying.staff.coupons.create')}
      busy={saving}
      result={result}
      onSubmit={() => void create()}
      list={list.state}
      empty={t('buying.staff.coupons.empty')}
      fields={
        <>
          <TextInput
            label={t('buying.staff.coupons.code')}
            value={code}
            onValueChange={setCode}
            maxLength={64}
            required
          />
          <Select
            label={t('buying.staff.coupons.kind')}
            options={[
              { value: 'percent', title: t('buying.staff.coupons.percent') },
              { value: 'amount', title: t('buying.staff.coupons.amount') },
            ]}
            value={kind}
            onChange={(v) => setKind(v as 'percent' | 'amount')}
          />
          <TextInput
            label={t('buying.staff.coupons.value')}
            value={value}
            onValueChange={setValue}
            inputMode="decimal"
            allowedCharacters="0123456789.,"
            maxLength={12}
            required
          />
          {kind === 'amount' ? (
            <Select
              label={t('buying.staff.coupons.currency')}
              options={CURRENCY_OPTIONS}
              value={currency}
              onChange={setCurrency}
            />
          ) : (
            <div />
          )}
          <label className="block text-sm font-medium text-gray-900">
            {t('buying.staff.coupons.expiresAt')}
            <input
              type="date"
              value={expiresAt}
              onChange={(e) => setExpiresAt(e.target.value)}
              className="mt-2 block w-full rounded-lg border-0 px-3 py-2 text-gray-900 ring-1 ring-gray-300 ring-inset"
            />
          </label>
          <TextInput
            label={t('buying.staff.coupons.maxRedemptions')}
            value={maxRedemptions}
            onValueChange={setMaxRedemptions}
            numbersOnly
            maxLength={9}
          />
        </>
      }
      row={(c) => (
        <>
          <span className="font-mono font-semibold text-gray-900">{c.code}</span>
          <span>
            {c.percentOff !== null
              ? `${c.percentOff}%${c.currency ? ` (${c.currency.toUpperCase()})` : ''}`
              : formatPaymentMoney(c.amountOff ?? 0, c.currency ?? 'usd')}
          </span>
          <span className="text-gray-600">
            {c.maxRedemptions !== null
              ? t('buying.staff.coupons.usedOf', { count: c.redemptions, max: c.maxRedemptions })
              : t('buying.staff.coupons.used', { count: c.redemptions })}
          </span>
          {c.expiresAt ? (
            <span className="text-gray-600">
              {t('buying.staff.coupons.expires', { date: day(c.expiresAt) })}
            </span>
          ) : null}
        </>
      )}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminPackagesRoute,
  adminUpdatePackageRoute,
  type StaffPackage,
} from '@hs/contracts/catalogue-admin';
import { CATALOGUE_NAME_MAX, parsePrice, priceText } from '@hs/domain/content-admin';
import { CURRENCIES, type CurrencyCode } from '@hs/domain/currency';
import { Button } from '@hs/ui/button';
import { TextInput } from '@hs/ui/text-input';
import { ActionResult } from '../../components/buying/api-data-state.tsx';
import { ContentHeading, EnabledBadge } from '../../components/admin/catalogue-editor.tsx';
import { useApiMutation, useApiQuery } from '../../components/data-kit/api-query.ts';
import { ListState } from '../../components/data-kit/list-state.tsx';
import { useFailureMessage } from '../../upload/failure-message.ts';

const listSchema = adminPackagesRoute.responses[200].content['application/json'].schema;
const savedSchema = adminUpdatePackageRoute.responses[200].content['application/json'].schema;
const OTHER_CURRENCIES = (Object.keys(CURRENCIES) as CurrencyCode[]).filter((c) => c !== 'usd');
const k = 'contentAdmin';

// spec 001 sections 2 and 6: /admin/catalog (admin, dev, sales). What is saved here is what
// /pricing shows and checkout charges: both read the same package rows.
export default function CatalogPage() {
  const { t } = useTranslation();
  const list = useApiQuery('/admin/packages', listSchema);
  return (
    <div className="max-w-5xl space-y-6">
      <ContentHeading title={t(`${k}.catalog.title`)} intro={t(`${k}.catalog.intro`)} />
      <ListState query={list} empty={t(`${k}.common.empty`)}>
        {(answer) => (
          <div className="space-y-6">
            {answer.data.map((pkg) => (
              <PackageForm key={pkg.id} pkg={pkg} />
            ))}
          </div>
        )}
      </ListState>
    </div>
  );
}

const digits = (c: CurrencyCode) => CURRENCIES[c].decimal_digits;

function PackageForm({ pkg }: { pkg: StaffPackage }) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const [name, setName] = useState(pkg.name);
  const [usd, setUsd] = useState(priceText(pkg.priceUsdCents, 2));
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      OTHER_CURRENCIES.map((c) => [c, pkg.prices[c] ? priceText(pkg.prices[c], digits(c)) : '']),
    ),
  );
  const [active, setActive] = useState(pkg.active);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useApiMutation(savedSchema, {
    method: 'PUT',
    path: `/admin/packages/${encodeURIComponent(pkg.id)}`,
    invalidates: ['/admin/packages', '/checkout/package'],
  });

  function submit() {
    const found: Record<string, string> = {};
    const usdMinor = parsePrice(usd, 2);
    if (usdMinor === null) found.usd = t(`${k}.catalog.badPrice`, { decimals: 2 });
    const minor: Record<string, number> = {};
    for (const c of OTHER_CURRENCIES) {
      if (!prices[c]?.trim()) continue;
      const value = parsePrice(prices[c], digits(c));
      if (value === null) found[c] = t(`${k}.catalog.badPrice`, { decimals: digits(c) });
      else minor[c] = value;
    }
    setProblems(found);
    setResult(null);
    if (Object.keys(found).length || usdMinor === null) return;
    save.mutate(
      { name, priceUsdCents: usdMinor, prices: minor, sort: pkg.sort, active },
      {
        onSuccess: () => setResult({ ok: true, text: t(`${k}.common.saved`) }),
        onError: (failure) => setResult({ ok: false, text: failureMessage(failure) }),
      },
    );
  }

  return (
    <form
      aria-label={pkg.name}
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-gray-900">{pkg.name}</h2>
        <EnabledBadge enabled={pkg.active} />
        <span className="text-sm text-gray-600">
          {t(`${k}.catalog.headshots`, { count: pkg.headshots, styles: pkg.stylesAllowed })}
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t(`${k}.common.name`)}
          value={name}
          onValueChange={setName}
          maxLength={CATALOGUE_NAME_MAX}
          required
        />
        <TextInput
          label={t(`${k}.catalog.usd`)}
          value={usd}
          onValueChange={setUsd}
          inputMode="decimal"
          allowedCharacters="0123456789.,"
          maxLength={12}
          error={problems.usd}
          required
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {OTHER_CURRENCIES.map((c) => (
          <TextInput
            key={c}
            label={t(`${k}.catalog.priceIn`, { currency: c.toUpperCase() })}
            value={prices[c] ?? ''}
            onValueChange={(v) => setPrices((old) => ({ ...old, [c]: v }))}
            inputMode="decimal"
            allowedCharacters="0123456789.,"
            maxLength={12}
            error={problems[c]}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            className="size-4 rounded border-gray-300"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
          />
          {t(`${k}.catalog.sold`)}
        </label>
        <Button type="submit" loading={save.isPending}>
          {t(`${k}.common.save`)}
        </Button>
        <ActionResult result={result} />
      </div>
    </form>
  );
}

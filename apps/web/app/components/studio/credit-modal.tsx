import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  studioCreditsCheckoutRoute,
  studioCreditsRoute,
  type StudioCreditsView,
} from '@hs/contracts/studio-credits';
import { localizePath } from '@hs/domain/locale';
import { Button, buttonClasses } from '@hs/ui/button';
import { Modal } from '@hs/ui/modal';
import { Spinner } from '@hs/ui/spinner';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { formatMoney } from '../buying/money.ts';

const viewSchema = studioCreditsRoute.responses[200].content['application/json'].schema;
const sessionSchema = studioCreditsCheckoutRoute.responses[200].content['application/json'].schema;

type Pack = StudioCreditsView['packs'][number]['credits'];

/**
 * The credit modal (spec 001 sections 5 and 8): 'Not enough credits' when a create or an
 * enhance costs more than the balance (`cost`), or opened to buy more (no cost). It sells
 * the packs through the one checkout (decision 029) and comes back to this studio.
 */
export function CreditModal({
  open,
  cost,
  credits,
  returnTo,
  onClose,
}: {
  open: boolean;
  cost: number | null;
  credits: number;
  returnTo: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
  const [view, setView] = useState<StudioCreditsView | null>(null);
  const [pack, setPack] = useState<Pack>(10);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setError(null);
    api
      .request('/studio/credits', { schema: viewSchema })
      .then((res) => {
        if (live) setView(res.data);
      })
      .catch((failure: unknown) => {
        if (live) setError(failureMessage(failure));
      });
    return () => {
      live = false;
    };
  }, [api, failureMessage, open]);

  const chosen = view?.packs.find((p) => p.credits === pack) ?? null;
  const money = (minor: number) => formatMoney(minor, view?.currency ?? 'usd', i18n.language);

  async function buy() {
    if (!view || !chosen) return;
    setBusy(true);
    setError(null);
    try {
      const session = await api.request('/studio/credits/checkout', {
        method: 'POST',
        body: {
          credits: chosen.credits,
          currency: view.currency,
          expectedTotal: chosen.amount,
          returnTo,
        },
        schema: sessionSchema,
      });
      const url = session.data.url;
      if (url && /^https?:/.test(url)) window.location.assign(url);
      else if (url) await navigate(url);
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  }

  let offer;
  if (!view) {
    offer = error ? null : (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" /> {t('studio.credit.loading')}
      </p>
    );
  } else if (!view.forSale) {
    offer = <p className="text-sm text-gray-700">{t('studio.credit.notForSale')}</p>;
  } else {
    offer = (
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">{t('studio.credit.packs')}</legend>
        <div className="mt-2 grid gap-2">
          {view.packs.map((p) => (
            <label
              key={p.credits}
              className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-blue-600"
            >
              <span className="flex items-center gap-3 text-sm text-gray-900">
                <input
                  type="radio"
                  name="studio-credit-pack"
                  className="size-4"
                  checked={pack === p.credits}
                  onChange={() => setPack(p.credits)}
                />
                {t('studio.settings.cost', { count: p.credits })}
              </span>
              <span className="text-sm font-semibold tabular-nums text-gray-900">
                {money(p.amount)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={cost === null ? t('studio.credit.buyTitle') : t('studio.credit.title')}
      labels={{ close: t('studio.credit.close') }}
      footer={
        view?.forSale ? (
          <Button onClick={() => void buy()} disabled={busy || !chosen} loading={busy}>
            {t('studio.credit.buy', { count: pack, price: chosen ? money(chosen.amount) : '' })}
          </Button>
        ) : (
          <Link
            to={`${localizePath('/profile', locale)}#referral`}
            className={buttonClasses('secondary')}
          >
            {t('studio.credit.referral')}
          </Link>
        )
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-gray-700">
          {cost === null
            ? t('studio.credit.have', { credits: t('studio.settings.cost', { count: credits }) })
            : t('studio.credit.body', {
                cost: t('studio.settings.cost', { count: cost }),
                credits: t('studio.settings.cost', { count: credits }),
              })}
        </p>
        {offer}
        {error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

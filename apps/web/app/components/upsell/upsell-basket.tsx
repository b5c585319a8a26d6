import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listStylesRoute } from '@hs/contracts/onboarding';
import {
  basketCheckoutRoute,
  getBasketRoute,
  updateBasketRoute,
  type BasketView,
} from '@hs/contracts/upsell';
import { formatMoney } from '../buying/money.ts';
import {
  addRemixCredits,
  basketContents,
  basketTotal,
  selectedStylesOf,
  toggleStyle,
  type BasketItem,
} from '@hs/domain/upsell';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const viewSchema = getBasketRoute.responses[200].content['application/json'].schema;
const savedSchema = updateBasketRoute.responses[200].content['application/json'].schema;
const sessionSchema = basketCheckoutRoute.responses[200].content['application/json'].schema;
const stylesSchema = listStylesRoute.responses[200].content['application/json'].schema;

type Style = { _id: string; name: string };

/** How often the styles being made are asked for (the results page's 2 s). */
const MAKING_POLL_MS = 2000;

// The upsell basket under the results (spec 001 sections 3, 4 and 7; issue 18 item 2):
// extra styles and remix credits for a finished model, paid through the one checkout.
// Shown only when spec 000 section 6 allows upsells (the server says so: `visible`).
export function UpsellBasket({ modelId, onMade }: { modelId: string; onMade?: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
  const [view, setView] = useState<BasketView | null>(null);
  const [styles, setStyles] = useState<Style[]>([]);
  const [items, setItems] = useState<BasketItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState<string[]>([]);
  const made = useRef(onMade);
  made.current = onMade;

  useEffect(() => {
    let live = true;
    Promise.all([
      api.request(`/upsell/basket?modelId=${encodeURIComponent(modelId)}`, { schema: viewSchema }),
      api.request('/styles/', { schema: stylesSchema }),
    ])
      .then(([basket, catalogue]) => {
        if (!live) return;
        setView(basket.data);
        // spec 001 section 4: loading replaces the selected styles with the style items.
        const remix = basket.data.basket.items.filter((i) => i.type === 'remix');
        setItems([...selectedStylesOf(basket.data.basket.items), ...remix]);
        setStyles(catalogue.data.styles);
      })
      .catch((failure: unknown) => {
        if (live) setError(failureMessage(failure));
      });
    return () => {
      live = false;
    };
  }, [api, failureMessage, modelId]);

  // Paid styles being made: asked for again every 2 s; a style that is done leaves the
  // list, is named as ready, and the gallery reloads to show its headshots.
  const making =
    view?.making
      .filter((m) => !m.failed)
      .map((m) => m.styleId)
      .join(',') ?? '';
  useEffect(() => {
    if (!making) return;
    const timer = setTimeout(() => {
      api
        .request(`/upsell/basket?modelId=${encodeURIComponent(modelId)}`, { schema: viewSchema })
        .then((res) => {
          const still = new Set(res.data.making.map((m) => m.styleId));
          const done = (view?.making ?? []).filter((m) => !still.has(m.styleId));
          if (done.length) {
            setFinished((f) => [...f, ...done.map((m) => m.name)]);
            made.current?.();
          }
          setView(res.data);
        })
        // Offline for a moment: the next change of the page asks again.
        .catch(() => setView((v) => (v ? { ...v } : v)));
    }, MAKING_POLL_MS);
    return () => clearTimeout(timer);
  }, [api, making, modelId, view]);

  if (error && !view) {
    return (
      <p role="alert" className="mt-8 text-sm text-red-800">
        {error}
      </p>
    );
  }
  if (!view) {
    return (
      <p className="mt-8 flex items-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" /> {t('upsell.loading')}
      </p>
    );
  }
  if (!view.visible || !view.modelReady) return null;

  const contents = basketContents(items);
  const total = basketTotal(
    { styles: contents.styles.length, remix: contents.remix },
    view.prices,
    view.freeStyles,
  );
  const money = (minor: number) => formatMoney(minor, view.currency, i18n.language);
  const offered = styles.filter((s) => !view.ownedStyles.includes(s._id));
  const chosen = new Set(contents.styles.map((s) => s.styleId));

  async function save(next: BasketItem[]) {
    setItems(next);
    setError(null);
    try {
      const saved = await api.request(`/upsell/basket?modelId=${encodeURIComponent(modelId)}`, {
        method: 'POST',
        body: { items: next, appearance: view?.basket.appearance ?? {} },
        schema: savedSchema,
      });
      setView(saved.data);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const session = await api.request(`/upsell/checkout?modelId=${encodeURIComponent(modelId)}`, {
        method: 'POST',
        body: {
          currency: view!.currency,
          expectedTotal: total,
          returnTo: `/app/results?modelId=${encodeURIComponent(modelId)}`,
        },
        schema: sessionSchema,
      });
      const url = session.data.url;
      if (url && /^https?:/.test(url)) window.location.assign(url);
      else if (url) await navigate(url);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="upsell-title"
      data-testid="upsell-basket"
      className="mt-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="upsell-title" className="text-lg font-semibold text-gray-900">
        {t('upsell.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {t('upsell.intro', { price: money(view.prices.style) })}
      </p>
      <p className="mt-1 text-xs text-gray-600">{t('upsell.localEngine')}</p>
      {view.freeStyles > 0 ? (
        <p className="mt-2 text-sm font-medium text-green-800">
          {t('upsell.freeStyles', { count: view.freeStyles })}
        </p>
      ) : null}
      {view.making.length > 0 ? (
        <div
          className="mt-4 rounded-xl bg-blue-50 p-4 ring-1 ring-blue-200"
          data-testid="upsell-making"
        >
          <h3 className="text-sm font-semibold text-gray-900">{t('upsell.making.title')}</h3>
          <ul className="mt-2 space-y-2">
            {view.making.map((m) => (
              <li key={m.styleId} data-making-style={m.styleId} className="text-sm text-gray-800">
                {m.failed ? (
                  <span className="text-red-800">
                    {t('upsell.making.failed', { name: m.name })}
                  </span>
                ) : (
                  <>
                    <span className="flex items-center gap-2">
                      <Spinner size="sm" />
                      {t('upsell.making.progress', { name: m.name, made: m.made, of: m.of })}
                    </span>
                    <progress
                      className="mt-1 h-2 w-full"
                      max={m.of}
                      value={m.made}
                      aria-label={m.name}
                    />
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {finished.length > 0 ? (
        <p
          role="status"
          className="mt-4 text-sm font-medium text-green-800"
          data-testid="upsell-made"
        >
          {t('upsell.making.done', { names: finished.join(', ') })}
        </p>
      ) : null}
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-gray-900">{t('upsell.stylesLegend')}</legend>
        <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {offered.map((s) => (
            <li key={s._id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-blue-600">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={chosen.has(s._id)}
                  onChange={() => void save(toggleStyle(items, s._id))}
                />
                <span className="text-sm text-gray-900">{s.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void save(addRemixCredits(items))}>
          {t('upsell.addRemix', { price: money(view.prices.remix * 10) })}
        </Button>
        {contents.remix > 0 ? (
          <span className="text-sm text-gray-800">
            {t('upsell.remixInBasket', { count: contents.remix })}
          </span>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-4">
        <p className="text-base font-semibold text-gray-900" data-testid="upsell-total">
          {t('upsell.total', { total: money(total) })}
        </p>
        <Button
          onClick={() => void pay()}
          disabled={busy || (contents.styles.length === 0 && contents.remix === 0)}
        >
          {busy ? <Spinner size="sm" /> : null}
          {t('upsell.pay')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}

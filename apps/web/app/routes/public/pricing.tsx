import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { Package } from '@hs/contracts/checkout';
import type { EngineCapabilitiesView } from '@hs/contracts/engine';
import { CURRENCIES } from '@hs/domain/currency';
import { localeFromPath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import type { Route } from './+types/pricing';
import { PackageCards } from '../../components/buying/package-cards.tsx';
import { EngineCapabilitiesNote } from '../../components/engine-capabilities-note.tsx';
import { TeamPricing } from '../../components/buying/team-pricing.tsx';
import { getFromApi } from '../../components/site/page-api.ts';
import { frameFromMatches } from '../../components/site/site-frame.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { getI18n } from '../../i18n/i18n.ts';
import { pageMeta, publicUrlFrom } from '../../seo.ts';
import { PageHero } from './parts/page-hero.tsx';
import { Section } from './parts/section.tsx';

/** Issue 15 item 5: what the running engine declares; nothing said when it cannot be read. */
async function capabilitiesFor(context: Route.LoaderArgs['context']) {
  try {
    const answer = await getFromApi<{ data?: EngineCapabilitiesView }>(
      context,
      '/api/engine/capabilities',
    );
    return answer?.status === 200 && answer.body.data ? answer.body.data : null;
  } catch {
    return null;
  }
}

// spec 001 section 7: GET /checkout/package/package, read on the server for the first paint.
export async function loader({ context }: Route.LoaderArgs) {
  const capabilities = capabilitiesFor(context);
  try {
    const answer = await getFromApi<{ data?: { packages: Package[] } }>(
      context,
      '/api/checkout/package/package',
    );
    if (answer?.status === 200 && answer.body.data) {
      return { packages: answer.body.data.packages, capabilities: await capabilities };
    }
  } catch {
    // Shown as the error state below.
  }
  return { packages: null, capabilities: await capabilities };
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const { t } = getI18n(locale);
  const brand = frameFromMatches(matches).brandName;
  return pageMeta({
    path: location.pathname,
    locale,
    title: `${t('buying.pricing.title')} · ${brand}`,
    description: t('buying.pricing.metaDescription'),
    publicUrl: publicUrlFrom(matches),
  });
}

// spec 001 section 2 (Other): Pricing (/pricing); spec 000 section 9: prices in the chosen
// currency with the parity multiplier the server verified, rounded per the currency table
// (the same function and inputs checkout's quote uses, so both show one price).
export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const buyingOff = usePageContext().payments === 'off';
  const revalidator = useRevalidator();
  const { packages, capabilities } = loaderData;
  return (
    <>
      <PageHero title={t('buying.pricing.title')} lead={t('buying.pricing.intro')}>
        <p className="text-sm text-slate-600" data-testid="pricing-currency">
          {t('buying.pricing.currency', { currency: CURRENCIES[currency].code })}
        </p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6">
        {packages === null ? (
          <div
            role="alert"
            className="mx-auto max-w-md rounded-xl border border-red-200 bg-red-50 p-5 text-center text-sm text-red-800"
          >
            <p>{t('buying.pricing.failed')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void revalidator.revalidate()}
            >
              {t('buying.pricing.retry')}
            </Button>
          </div>
        ) : packages.length === 0 ? (
          <p className="text-center text-slate-600">{t('buying.pricing.empty')}</p>
        ) : (
          <>
            {buyingOff ? (
              <p
                className="mx-auto mb-8 max-w-2xl rounded-xl bg-amber-50 p-4 text-center text-sm leading-6 text-amber-950 ring-1 ring-amber-300"
                data-testid="buying-off"
              >
                {t('buying.pricing.off')}
              </p>
            ) : null}
            <PackageCards
              packages={packages}
              canBuy={!buyingOff}
              upTo={capabilities?.limitedByUploads ?? false}
            />
          </>
        )}
        {capabilities ? (
          <EngineCapabilitiesNote capabilities={capabilities} className="mx-auto mt-10 max-w-2xl" />
        ) : null}
      </div>
      <Section
        id="teams"
        tinted
        title={t('buying.pricing.teamsTitle')}
        intro={t('buying.pricing.teamsBody')}
      >
        <div className="mt-8">
          <TeamPricing />
        </div>
      </Section>
    </>
  );
}

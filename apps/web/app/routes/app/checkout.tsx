import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { checkoutOptionsRoute, listPackagesRoute } from '@hs/contracts/checkout';
import { localizePath } from '@hs/domain/locale';
import { Button, buttonClasses } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { CheckoutForm } from '../../components/buying/checkout-form.tsx';
import { returnPathFrom } from '../../components/buying/return-path.ts';
import { useApiData } from '../../components/buying/use-api-data.ts';
import { answerSchema } from '../../components/data-kit/operation.ts';
import { useLocale } from '../../hooks/use-locale.ts';

// spec 001 section 2 (Customer layouts): /checkout, also reached from /app/add.
export default function CheckoutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  // ?return=: where a person sent here to pay (the upload wizard) continues afterwards.
  const returnTo = returnPathFrom(params.get('return'));
  const packages = useApiData(listPackagesRoute.path, answerSchema(listPackagesRoute));
  const options = useApiData(checkoutOptionsRoute.path, answerSchema(checkoutOptionsRoute));

  let body;
  if (packages.state.status === 'failed' || options.state.status === 'failed') {
    const message =
      packages.state.status === 'failed'
        ? packages.state.message
        : options.state.status === 'failed'
          ? options.state.message
          : '';
    body = (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800"
      >
        <p className="font-semibold">{t('buying.checkout.failed')}</p>
        <p className="mt-1">{message}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => {
            void packages.reload();
            void options.reload();
          }}
        >
          {t('buying.pricing.retry')}
        </Button>
      </div>
    );
  } else if (packages.state.status === 'loading' || options.state.status === 'loading') {
    body = (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" /> {t('buying.checkout.loading')}
      </p>
    );
  } else if (options.state.data.data.provider === 'off') {
    // issue 12: buying is switched off here; say so, and lead back, not to a dead end.
    body = (
      <div
        className="max-w-2xl rounded-xl bg-amber-50 p-5 text-sm leading-6 text-amber-950 ring-1 ring-amber-300"
        data-testid="buying-off"
      >
        <p>{t('buying.checkout.off')}</p>
        <Link
          to={returnTo ?? localizePath('/app', locale)}
          className={buttonClasses('secondary', 'sm', 'mt-3')}
        >
          {t('upload.back')}
        </Link>
      </div>
    );
  } else if (packages.state.data.data.packages.length === 0) {
    body = <p className="text-gray-600">{t('buying.checkout.empty')}</p>;
  } else {
    body = (
      <CheckoutForm
        packages={packages.state.data.data.packages}
        options={options.state.data.data}
        initialPackage={params.get('package')}
        returnTo={returnTo}
      />
    );
  }

  return (
    <div className="mx-auto max-w-5xl py-8 sm:py-12">
      <title>{`${t('buying.checkout.title')} · Headshot Studio`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">
        {t('buying.checkout.title')}
      </h1>
      <div className="mt-8">{body}</div>
    </div>
  );
}

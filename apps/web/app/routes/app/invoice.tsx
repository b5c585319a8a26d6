import { useTranslation } from 'react-i18next';
import { getBillingDetailsRoute } from '@hs/contracts/payments';
import { BillingDetailsForm } from '../../components/buying/billing-details-form.tsx';
import { PaymentsCard } from '../../components/buying/payments-list.tsx';
import { SectionCard } from '../../components/buying/section-card.tsx';
import { useApiData } from '../../components/buying/use-api-data.ts';
import { answerSchema } from '../../components/data-kit/operation.ts';

// spec 000 section 2: /invoice; one invoice per payment as PDF, and the billing details.
export default function InvoicePage() {
  const { t } = useTranslation();
  const details = useApiData(getBillingDetailsRoute.path, answerSchema(getBillingDetailsRoute));
  return (
    <div className="mx-auto max-w-3xl space-y-6 py-8 sm:py-12">
      <title>{`${t('buying.invoice.title')} · Headshot Studio`}</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">
          {t('buying.invoice.title')}
        </h1>
        <p className="mt-2 text-gray-700">{t('buying.invoice.intro')}</p>
      </div>
      <PaymentsCard />
      <SectionCard
        id="billing-details"
        title={t('buying.invoice.detailsTitle')}
        state={details.state}
        onRetry={() => void details.reload()}
      >
        {(data) => (
          <>
            <p className="mb-4 text-sm text-gray-600">{t('buying.invoice.detailsIntro')}</p>
            <BillingDetailsForm initial={data.data} />
          </>
        )}
      </SectionCard>
    </div>
  );
}

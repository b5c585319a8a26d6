import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses } from '@hs/ui/button-classes';
import { listPaymentsRoute, referralRoute } from '@hs/contracts/payments';
import { PaymentsList } from '../../components/buying/payments-list.tsx';
import { AccountSettings } from '../../components/profile/account-settings.tsx';
import { PictureEditor } from '../../components/profile/picture-editor.tsx';
import { PrivacySettings } from '../../components/profile/privacy-settings.tsx';
import { ReferralCard } from '../../components/buying/referral-card.tsx';
import { RefundForm } from '../../components/buying/refund-form.tsx';
import { SectionCard } from '../../components/buying/section-card.tsx';
import { useApiData } from '../../components/buying/use-api-data.ts';
import { answerSchema } from '../../components/data-kit/operation.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';

// spec 000 section 2: /profile. Payments (spec 001 section 7, /user/payments/all), the
// referral link and rewards (spec 001 section 3), and the refund page (#refund, with the
// support modal's ?source= tag; spec 001 section 2).
export default function ProfilePage() {
  const { t } = useTranslation();
  const { viewer } = usePageContext();
  const locale = useLocale();
  const [params] = useSearchParams();
  const payments = useApiData(listPaymentsRoute.path, answerSchema(listPaymentsRoute));
  const referral = useApiData(referralRoute.path, answerSchema(referralRoute));
  return (
    <div className="mx-auto max-w-3xl space-y-6 py-8 sm:py-12">
      <title>{`${t('buying.profile.title')} · Headshot Studio`}</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">
          {t('buying.profile.title')}
        </h1>
        {viewer ? <p className="mt-2 text-gray-700">{viewer.email}</p> : null}
      </div>
      {viewer ? (
        <AccountSettings
          email={viewer.email}
          name={viewer.user?.displayName ?? null}
          isAnonymous={viewer.isAnonymous}
        />
      ) : null}
      <SectionCard
        id="payments"
        title={t('buying.profile.paymentsTitle')}
        state={payments.state}
        onRetry={() => void payments.reload()}
      >
        {(data) => (
          <>
            <PaymentsList payments={data.payments} withInvoices />
            <Link
              to={localizePath('/invoice', locale)}
              className={buttonClasses('link', 'sm', 'mt-4 inline-block')}
            >
              {t('buying.confirmation.invoice')}
            </Link>
          </>
        )}
      </SectionCard>
      <SectionCard
        id="referral"
        title={t('buying.profile.referralTitle')}
        state={referral.state}
        onRetry={() => void referral.reload()}
      >
        {(data) => <ReferralCard referral={data.data} />}
      </SectionCard>
      <SectionCard
        id="refund"
        title={t('buying.profile.refundTitle')}
        state={payments.state}
        onRetry={() => void payments.reload()}
      >
        {(data) => (
          <RefundForm
            payments={data.payments}
            source={params.get('source')}
            onRequested={(paymentId) =>
              payments.setState({
                status: 'ready',
                data: {
                  ...data,
                  payments: data.payments.map((p) =>
                    p._id === paymentId
                      ? {
                          ...p,
                          refundRequest: { status: 'open', createdAt: new Date().toISOString() },
                        }
                      : p,
                  ),
                },
              })
            }
          />
        )}
      </SectionCard>
      <PictureEditor />
      {viewer ? <PrivacySettings uid={viewer.uid} email={viewer.email} /> : null}
    </div>
  );
}

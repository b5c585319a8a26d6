import { useTranslation } from 'react-i18next';
import { PaymentsCard } from '../../components/buying/payments-list.tsx';
import { AreaHeading } from './dashboard.tsx';

// spec 001 section 2: /app/admin/invoices. The organization's seats are bought by its lead,
// so its orders are the lead's payments, each with its invoice (the /invoice page's list).
export default function TeamInvoices() {
  const { t } = useTranslation();
  return (
    <div className="py-8 sm:py-10">
      <AreaHeading title={t('lead.invoices.title')} intro={t('lead.invoices.intro')} />
      <div className="mt-8">
        <PaymentsCard />
      </div>
    </div>
  );
}

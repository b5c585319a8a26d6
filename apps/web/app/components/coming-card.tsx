import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@hs/ui/badge';

/** A card linking to a part of the product that is not built yet, marked as such. */
export function ComingCard({
  to,
  title,
  description,
}: {
  to: string;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="block h-full rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex items-center justify-between gap-3">
        <span className="font-semibold text-gray-900">{title}</span>
        <Badge tone="warning">{t('account.notBuilt.badge')}</Badge>
      </span>
      <span className="mt-2 block text-sm leading-6 text-gray-600">{description}</span>
    </Link>
  );
}

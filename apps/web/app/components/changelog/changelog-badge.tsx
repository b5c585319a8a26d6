import { useTranslation } from 'react-i18next';
import { Badge } from '@hs/ui/badge';

/**
 * spec 001 section 2, Organization area: "Changelog shows a badge with the count of unseen
 * entries. The badge is hidden when there are no entries." Unknown (null) shows none either.
 */
export function ChangelogBadge({ unseen }: { unseen: number | null | undefined }) {
  const { t } = useTranslation();
  if (!unseen) return null;
  return (
    <Badge
      tone="brand"
      count={unseen}
      className="ml-1.5"
      aria-label={t('changelog.badge', { count: unseen })}
      data-changelog-badge={unseen}
    />
  );
}

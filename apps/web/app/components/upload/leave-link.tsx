import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { buttonClasses, type ButtonVariant } from '@hs/ui/button';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';

/** The way out of the flow: the dashboard, or /team-member for anonymous team members (spec 000 section 4). */
export function LeaveLink({
  variant = 'secondary',
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { viewer } = usePageContext();
  const guest = !viewer || viewer.isAnonymous;
  return (
    <Link
      to={localizePath(guest ? '/team-member' : '/app', locale)}
      className={buttonClasses(variant, 'lg', className)}
    >
      {guest ? t('upload.leave.guest') : t('upload.leave.dashboard')}
    </Link>
  );
}

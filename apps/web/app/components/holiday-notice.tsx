import { useTranslation } from 'react-i18next';

// spec 001 section 2 (Other): holiday mode shows a holiday notice with an end date.
export function HolidayNotice({ endsAt }: { endsAt: string | null }) {
  const { t, i18n } = useTranslation();
  const text = endsAt
    ? t('holiday.notice', {
        date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(endsAt),
        ),
      })
    : t('holiday.noticeNoDate');
  return (
    <p
      role="status"
      data-testid="holiday-notice"
      className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 print:hidden"
    >
      {text}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { Logo } from './logo.tsx';

// Issue 35 item 11: `dateStyle` and `timeStyle` cannot be combined with `timeZoneName` (the
// constructor throws a TypeError, and every page answered 500), so the parts are named one
// by one. In UTC, as staff type the end time, so the server render and the browser agree.
const END_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

// spec 001 section 2 (Other): 'We'll be back soon!', scheduled-maintenance text and
// 'Expected duration' with the end time, or 'A few hours' when none is set.
export function MaintenanceScreen({ endsAt }: { endsAt: string | null }) {
  const { t, i18n } = useTranslation();
  const end = endsAt
    ? t('maintenance.until', {
        time: new Intl.DateTimeFormat(i18n.language, END_TIME).format(new Date(endsAt)),
      })
    : t('maintenance.aFewHours');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-teal-50 to-white px-6 text-center">
      <title>{t('maintenance.title')}</title>
      <Logo />
      <h1 className="mt-10 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {t('maintenance.title')}
      </h1>
      <p className="mt-6 max-w-lg text-base leading-7 text-slate-600">{t('maintenance.body')}</p>
      <p className="mt-8 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 shadow-sm">
        <span className="font-semibold">{t('maintenance.expectedDuration')}:</span> {end}
      </p>
    </main>
  );
}

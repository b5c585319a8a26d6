import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_PROCESSING_HOURS } from '@hs/domain/refund-window';
import { inTimeZone, replyPromise, supportPresence } from '@hs/domain/support-presence';
import { usePageContext } from '../../hooks/use-page-context.ts';

/** Now, again every minute: presence flips at 13:00 and 17:00 on the support clock. */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Whether support is online, else when it is back in the visitor's own time zone, the
 * reply promised, and in holiday mode the notice with its end date and the priority
 * refund promise (spec 001 sections 2, 4 and 9). Rendered in the browser only: the time
 * and the zone are the visitor's.
 */
export function SupportPresence() {
  const { t, i18n } = useTranslation();
  const { holidayMode } = usePageContext().parameters;
  const now = useNow();
  if (!now) return <div className="h-14" aria-hidden="true" />;
  const presence = supportPresence(now);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const next = presence.nextOnlineAt
    ? inTimeZone(presence.nextOnlineAt, zone, i18n.language)
    : null;
  const promise = replyPromise(presence, holidayMode.enabled);
  return (
    <div className="space-y-1 text-sm" data-testid="support-presence" data-online={presence.online}>
      <p className="flex items-center gap-2 font-medium text-gray-900">
        <span
          aria-hidden="true"
          className={`size-2.5 rounded-full ${presence.online ? 'bg-green-500' : 'bg-gray-400'}`}
        />
        {presence.online
          ? t('support.presence.online')
          : t('support.presence.offline', { weekday: next?.weekday, time: next?.time })}
      </p>
      <p className="text-gray-600">{t(`support.reply.${promise}`)}</p>
      {holidayMode.enabled ? (
        <div className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900" role="note">
          {holidayMode.endsAt ? (
            <p>
              {t('support.holiday.until', {
                date: new Intl.DateTimeFormat(i18n.language, {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                }).format(new Date(holidayMode.endsAt)),
              })}
            </p>
          ) : null}
          <p>{t('support.holiday.priority', { hours: REFUND_PROCESSING_HOURS })}</p>
        </div>
      ) : null}
    </div>
  );
}

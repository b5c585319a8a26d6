import type { ParameterKey, Parameters } from '@hs/contracts/parameters';

/** The parameters page's fields: end times as the inputs hold them ('' when unset). */
export interface ParameterForm {
  maintenanceMode: { enabled: boolean; endsAt: string };
  holidayMode: { enabled: boolean; endsAt: string };
  whiteLabelMode: { enabled: boolean };
  /** As the number field holds it. */
  retention: { days: string };
  supportModal: { version: 'old' | 'new' };
  /** As the fields hold them. */
  displayedStats: {
    source: Parameters['displayedStats']['source'];
    photos: string;
    users: string;
    trustScore: string;
    reviews: string;
  };
}

// Times are shown and typed in UTC, as the maintenance screen shows them, so the server
// render and the browser agree whatever the staff member's time zone.
export function toForm(p: Parameters): ParameterForm {
  return {
    maintenanceMode: {
      enabled: p.maintenanceMode.enabled,
      endsAt: p.maintenanceMode.endsAt
        ? new Date(p.maintenanceMode.endsAt).toISOString().slice(0, 16)
        : '',
    },
    holidayMode: {
      enabled: p.holidayMode.enabled,
      endsAt: p.holidayMode.endsAt ? new Date(p.holidayMode.endsAt).toISOString().slice(0, 10) : '',
    },
    whiteLabelMode: { enabled: p.whiteLabelMode.enabled },
    retention: { days: String(p.retention.days) },
    supportModal: { version: p.supportModal.version },
    displayedStats: {
      source: p.displayedStats.source,
      photos: String(p.displayedStats.photos),
      users: String(p.displayedStats.users),
      trustScore: String(p.displayedStats.trustScore),
      reviews: String(p.displayedStats.reviews),
    },
  };
}

/** A datetime-local value read as UTC, or null when empty or not a time. */
function utcTime(value: string): string | null {
  if (!value) return null;
  const time = new Date(`${value}Z`);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** The value the API takes for one parameter. A holiday runs to the end of its last day. */
export function toValue<K extends ParameterKey>(form: ParameterForm, key: K): Parameters[K] {
  const values: Parameters = {
    maintenanceMode: {
      enabled: form.maintenanceMode.enabled,
      endsAt: utcTime(form.maintenanceMode.endsAt),
    },
    holidayMode: {
      enabled: form.holidayMode.enabled,
      endsAt: form.holidayMode.endsAt ? utcTime(`${form.holidayMode.endsAt}T23:59:59.999`) : null,
    },
    whiteLabelMode: { enabled: form.whiteLabelMode.enabled },
    // Not a whole number: sent as it is, and the server's answer says what fits.
    retention: { days: Number(form.retention.days) },
    supportModal: { version: form.supportModal.version },
    displayedStats: {
      source: form.displayedStats.source,
      photos: Number(form.displayedStats.photos),
      users: Number(form.displayedStats.users),
      trustScore: Number(form.displayedStats.trustScore),
      reviews: Number(form.displayedStats.reviews),
    },
  };
  return values[key];
}

/** The parameters whose fields differ from the saved ones, in the page's order. */
export function changedKeys(form: ParameterForm, saved: ParameterForm): ParameterKey[] {
  return (Object.keys(form) as ParameterKey[]).filter(
    (key) => JSON.stringify(form[key]) !== JSON.stringify(saved[key]),
  );
}

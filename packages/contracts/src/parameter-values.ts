import type { Parameters } from './parameters.ts';

// Kept apart from the zod schemas of parameters.ts so the browser can have the defaults
// without zod and @hono/zod-openapi in its bundle (issue 7, JavaScript budget).
export const DEFAULT_PARAMETER_VALUES: Parameters = {
  maintenanceMode: { enabled: false, endsAt: null },
  holidayMode: { enabled: false, endsAt: null },
  whiteLabelMode: { enabled: false },
  retention: { days: 30 },
  supportModal: { version: 'old' },
  displayedStats: { source: 'none', photos: 0, users: 0, trustScore: 0, reviews: 0 },
};

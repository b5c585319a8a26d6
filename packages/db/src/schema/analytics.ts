import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// spec 000 section 7: POST /analytics/track/view; one row per page view, keyed by the
// visitor id the browser keeps (local storage hsp_visitor).
export const analyticsView = pgTable(
  'analytics_view',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorId: uuid('visitor_id').notNull(),
    uid: text('uid'),
    path: text('path').notNull(),
    referrer: text('referrer'),
    source: text('source'),
    version: text('version'),
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_view_visitor').on(t.visitorId)],
);

// spec 001 section 7: scroll depth sent on route change or leaving.
export const analyticsScroll = pgTable('analytics_scroll', {
  id: uuid('id').primaryKey().defaultRandom(),
  visitorId: uuid('visitor_id'),
  path: text('path').notNull(),
  maxPercent: integer('max_percent').notNull(),
  maxPixels: integer('max_pixels').notNull(),
  lastPercent: integer('last_percent').notNull(),
  lastPixels: integer('last_pixels').notNull(),
  scrolled: boolean('scrolled').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// spec 000 section 7: POST /t/fb/event; stored always, forwarded to Meta when configured.
export const FB_EVENT_STATUSES = ['stored', 'sent', 'failed'] as const;

export const fbEvent = pgTable('fb_event', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventName: text('event_name').notNull(),
  eventId: text('event_id'),
  uid: text('uid'),
  currentUrl: text('current_url'),
  customData: jsonb('custom_data'),
  cookies: jsonb('cookies').notNull(),
  status: text('status', { enum: FB_EVENT_STATUSES }).notNull().default('stored'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

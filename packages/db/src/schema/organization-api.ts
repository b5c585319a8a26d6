import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organization } from './organizations.ts';

// The organization API (issue 17 item 9; decision 028): API keys that reach one
// organization, its webhook endpoint and the deliveries of its events.

/** An API key: only its SHA-256 hash is kept; `prefix` names it in lists. */
export const organizationApiKey = pgTable(
  'organization_api_key',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters ('hsk_AbCd'), shown so a lead tells keys apart. */
    prefix: text('prefix').notNull(),
    /** base64url SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull().unique(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('organization_api_key_organization_idx').on(t.organizationId)],
);

/** Where an organization's events are posted, and the secret that signs them. */
export const organizationWebhook = pgTable('organization_webhook', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * One event to post: (organization, event, subject) is unique, so a job that runs twice
 * or a model that turns ready twice makes one delivery.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** What the event is about (a model id for 'member.finished'). */
    subject: text('subject').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    unique('webhook_delivery_event_unique').on(t.organizationId, t.event, t.subject),
    index('webhook_delivery_organization_idx').on(t.organizationId, t.createdAt),
  ],
);

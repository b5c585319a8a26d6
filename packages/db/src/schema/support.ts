import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUPPORT_REQUEST_TYPES } from '@hs/domain/support';
import { authUser } from './auth.ts';
import { payment } from './billing.ts';

export const SUPPORT_REQUEST_STATUSES = ['open', 'closed'] as const;

/** A screenshot kept with a request: where it is stored and what it is. */
export interface SupportAttachmentRef {
  key: string;
  contentType: string;
  bytes: number;
}

// spec 001 section 3, Support request: name, message, type, paymentId, uid, email; plus
// the page it was sent from, its state in the staff inbox and the mail thread it opened.
export const supportRequest = pgTable(
  'support_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').references(() => authUser.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: SUPPORT_REQUEST_TYPES }).notNull(),
    message: text('message').notNull(),
    paymentId: uuid('payment_id').references(() => payment.id, { onDelete: 'set null' }),
    page: text('page').notNull().default(''),
    attachments: jsonb('attachments').$type<SupportAttachmentRef[]>().notNull().default([]),
    status: text('status', { enum: SUPPORT_REQUEST_STATUSES }).notNull().default('open'),
    /** Message-ID of the confirmation mail: staff replies thread to it (In-Reply-To). */
    messageId: text('message_id').notNull(),
    /** The client's key for this submission: a repeated submit stores nothing twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_request_idempotency_idx').on(t.email, t.idempotencyKey),
    index('support_request_status_idx').on(t.status, t.createdAt),
    index('support_request_type_idx').on(t.type, t.createdAt),
    index('support_request_uid_idx')
      .on(t.uid)
      .where(sql`${t.uid} is not null`),
  ],
);

// A staff reply, sent by e-mail from the product in the request's thread.
export const supportReply = pgTable(
  'support_reply',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequest.id, { onDelete: 'cascade' }),
    staffUid: text('staff_uid').references(() => authUser.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** Made from the reply key: the same reply sent twice is stored and mailed once. */
    messageId: text('message_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_reply_request_idx').on(t.requestId, t.createdAt)],
);

import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Issue 19, audit trail: one row per staff action that changed data (who, what, before,
// after, when), written in the same transaction as the change (apps/api/src/audit).
// No foreign keys: the trail outlives the accounts and rows it names.
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email').notNull().default(''),
    actorRole: text('actor_role').notNull(),
    /** What was done, e.g. 'ledger.grant', 'parameter.set', 'user.role'. */
    action: text('action').notNull(),
    /** The kind of thing changed ('user', 'coupon', 'parameter', ...) and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_actor_idx').on(t.actorUid, t.at),
    index('staff_audit_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);

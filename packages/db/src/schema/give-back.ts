import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerLot, orderLine, payment } from './billing.ts';
import { model } from './models.ts';
import { appUser } from './users.ts';

export const GIVE_BACK_KINDS = ['run', 'money', 'credits', 'none'] as const;
export const GIVE_BACK_STATUSES = ['settled', 'owed', 'paid'] as const;

// Issue 34 item 5 (decision 071): what a finished run promised, made, showed and gave back,
// one row a run (a model's submit), written in the transaction that makes the model ready.
export const modelGiveBack = pgTable(
  'model_give_back',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: text('model_id')
      .notNull()
      .references(() => model.id, { onDelete: 'cascade' }),
    /** Which run of the model: its submit time (a run given back whole may be submitted again). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** Who gets it: the model's owner, or for money the person who paid. */
    uid: text('uid')
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade' }),
    promised: integer('promised').notNull(),
    made: integer('made').notNull(),
    shown: integer('shown').notNull(),
    givenBack: integer('given_back').notNull(),
    kind: text('kind', { enum: GIVE_BACK_KINDS }).notNull(),
    /** Minor units of `currency` for 'money', studio credits for 'credits', else 0. */
    amount: integer('amount').notNull().default(0),
    currency: text('currency'),
    /** The payment a money give-back is refunded from. */
    paymentId: uuid('payment_id').references(() => payment.id, { onDelete: 'set null' }),
    /**
     * An upsell style's run (issue 34 item 5): the order line that bought it, one row a line;
     * null for a model's submit.
     */
    orderLineId: uuid('order_line_id').references(() => orderLine.id, { onDelete: 'set null' }),
    /** The lot its ledger entry went to. */
    lotId: uuid('lot_id').references(() => ledgerLot.id, { onDelete: 'set null' }),
    /** 'owed': money not yet refunded at the provider; 'paid': refunded; else 'settled'. */
    status: text('status', { enum: GIVE_BACK_STATUSES }).notNull(),
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('model_give_back_run_idx').on(t.modelId, t.submittedAt),
    index('model_give_back_payment_idx').on(t.paymentId),
    uniqueIndex('model_give_back_line_idx').on(t.orderLineId),
    check('model_give_back_kind', sql`${t.kind} in ('run', 'money', 'credits', 'none')`),
    check('model_give_back_status', sql`${t.status} in ('settled', 'owed', 'paid')`),
    check(
      'model_give_back_counts',
      sql`${t.promised} >= 0 AND ${t.shown} >= 0 AND ${t.givenBack} >= 0 AND ${t.shown} + ${t.givenBack} = ${t.promised} AND ${t.amount} >= 0`,
    ),
  ],
);

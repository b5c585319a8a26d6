import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authUser } from './auth.ts';
import { organization } from './organizations.ts';

// The product's user record (spec 000 section 3, spec 001 section 3 "User fields"),
// created by POST /api/user after the identity provider signs the person in.
export const appUser = pgTable(
  'app_user',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    email: text('email').notNull(),
    displayName: text('display_name'),
    avatar: text('avatar'),
    role: text('role', { enum: ['User', 'TeamLead', 'TeamMember'] })
      .notNull()
      .default('User'),
    adminRole: text('admin_role', {
      enum: ['admin', 'support', 'dev', 'marketer', 'sales', 'adwords'],
    }),
    organizationId: text('organization_id').references(() => organization.id, {
      onDelete: 'set null',
    }),
    countryCode: text('country_code'),
    referredBy: text('referred_by'),
    referralCode: text('referral_code').unique(),
    partnerId: text('partner_id'),
    inviteUid: text('invite_uid'),
    hasPaidAccount: boolean('has_paid_account').notNull().default(false),
    isTestUser: boolean('is_test_user').notNull().default(false),
    stripeId: text('stripe_id'),
    paypalId: text('paypal_id'),
    signupIp: text('signup_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('app_user_signup_ip_created_idx').on(t.signupIp, t.createdAt),
    index('app_user_organization_idx').on(t.organizationId),
  ],
);

/**
 * Decision 068: an account whose address became a look-alike of another's when e-mails were
 * normalised (migration 0033). It keeps its address and data; staff decide what to do.
 */
export const emailLookalike = pgTable('email_lookalike', {
  uid: text('uid')
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  /** The normalised address, held by `keptUid` (null once that account is gone). */
  normalisedEmail: text('normalised_email').notNull(),
  keptUid: text('kept_uid').references(() => authUser.id, { onDelete: 'set null' }),
  flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authUser } from './auth.ts';

// Organizations, members, teams and invitations (issue 17; decision 026). The tables follow
// better-auth's organization plugin schema (organization, member, invitation, team,
// team_member with its field names) plus the product's fields (spec 001 section 3).
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  bulkDiscountVersion: text('bulk_discount_version').notNull().default('v2'),
  /** spec 001 section 3: teamSize, the bracket chosen at creation ('100-200', '1000+'...). */
  teamSize: text('team_size'),
  /** spec 001 section 3: branding (backgroundColor, backgroundImage). */
  brandingBackgroundColor: text('branding_background_color'),
  brandingBackgroundImage: text('branding_background_image'),
  /** spec 001 section 3: features.bulkUpload. */
  bulkUpload: boolean('bulk_upload').notNull().default(false),
  /** spec 001 section 4: adding a manual invite increments the organization's inviteCount. */
  inviteCount: integer('invite_count').notNull().default(0),
  createdAt: created(),
});

/** A person in an organization: role 'owner' is the spec's TeamLead, 'member' TeamMember. */
export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: created(),
  },
  (t) => [
    // One organization per account (app_user.organization_id).
    unique('member_user_unique').on(t.userId),
    index('member_organization_idx').on(t.organizationId),
    check('member_role', sql`${t.role} in ('owner', 'member')`),
  ],
);

/** spec 001 section 3: teams (id, name, icon); the default icon is a user group. */
export const team = pgTable(
  'team',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    icon: text('icon').notNull().default('user-group'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('team_organization_idx').on(t.organizationId)],
);

/** Who is in which team: at most one team per person (spec 001 section 3, Team member teamId). */
export const teamMember = pgTable(
  'team_member',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => team.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    unique('team_member_user_unique').on(t.userId),
    index('team_member_team_idx').on(t.teamId),
  ],
);

export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'canceled'] as const;

/** An e-mail invite (spec 001 section 3, Pending invite); its id is the link's secret. */
export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('member'),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    teamId: text('team_id').references(() => team.id, { onDelete: 'set null' }),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Who accepted it (an e-mail invite may be opened in an account of another address). */
    acceptedBy: text('accepted_by'),
    /** The person's name from a bulk upload's file (decision 035); greets them in the mail. */
    name: text('name'),
    createdAt: created(),
  },
  (t) => [
    index('invitation_organization_idx').on(t.organizationId, t.status),
    // spec 001 section 4: an invite is added only if the email is not already present.
    uniqueIndex('invitation_pending_email_unique')
      .on(t.organizationId, t.email)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** An open invite link: anyone with it (and an allowed e-mail domain) may join, up to a limit. */
export const inviteLink = pgTable(
  'invite_link',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => team.id, { onDelete: 'set null' }),
    /** Lower-case domain ('example.com'); null allows any address. */
    allowedDomain: text('allowed_domain'),
    /** How many people may join with it; null for no limit. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * An access link (/team-access, decision 035): a person may join through it without an
     * e-mail sign-up, as an anonymous team-member account. Other links need a signed-up account.
     */
    anonymousAccess: boolean('anonymous_access').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index('invite_link_organization_idx').on(t.organizationId),
    check(
      'invite_link_usage_within_limit',
      sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

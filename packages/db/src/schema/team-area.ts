import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUser } from './auth.ts';
import { headshot } from './headshots.ts';
import { invitation, organization } from './organizations.ts';

// The team lead's area (issue 17 item 3; spec 001 sections 3 and 4): invite reminders and
// the image a lead selected for each member.

/** spec 001 section 3, Invite: reminders [organization, remindedAt]; one row per reminder. */
export const invitationReminder = pgTable(
  'invitation_reminder',
  {
    id: text('id').primaryKey(),
    invitationId: text('invitation_id')
      .notNull()
      .references(() => invitation.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_reminder_invitation_idx').on(t.invitationId, t.remindedAt)],
);

/** spec 001 section 3, Team member selectedImage: one headshot per member, chosen by the lead. */
export const memberSelectedImage = pgTable(
  'member_selected_image',
  {
    /** The member; leaving the organization (or the account) drops the choice. */
    userId: text('user_id')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    headshotId: uuid('headshot_id')
      .notNull()
      .references(() => headshot.id, { onDelete: 'cascade' }),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_selected_image_organization_idx').on(t.organizationId)],
);

import { and, eq, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { authUser, invitation, member, organization, team } from '@hs/db/schema';
import type { BulkResult } from '@hs/contracts/bulk-upload';
import {
  MAX_BULK_ROWS,
  checkBulkRows,
  type BulkRow,
  type BulkRowProblem,
} from '@hs/domain/bulk-upload';
import { INVITE_DAYS } from '@hs/domain/organization';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { mailLimitsOf } from '../mail/limits.ts';
import { organizationInviteMail } from '../mail/templates.ts';
import { inviteUrl, toPendingInvite } from './invites.ts';
import { newId } from './service.ts';

// Bulk upload (issue 17 item 5; spec 001 sections 2 and 6: only with the organization's
// bulkUpload flag; decision 035). The CSV is bounded before it is parsed (the route's body
// limit, then the contract's length), parsed by papaparse, checked row by row, and the good
// rows become invites in one transaction. Sending the same file again makes nothing new:
// its people are reported as invited already.

/** Rows papaparse could not read (a broken quote), as file line numbers. */
function parseCsv(csv: string) {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    // Commas, or semicolons and tabs as spreadsheets in many languages export.
    delimitersToGuess: [',', ';', '\t'],
  });
  const malformed = new Set(
    parsed.errors
      .filter((e) => e.type === 'Quotes' && typeof e.row === 'number')
      .map((e) => e.row! + 1),
  );
  return { records: parsed.data, malformed };
}

/** Rows whose people are members or invited already, found under the organization's lock. */
async function alreadyPresent(
  tx: Pick<Services['database']['db'], 'select'>,
  organizationId: string,
  rows: BulkRow[],
) {
  const emails = rows.map((r) => r.email);
  if (!emails.length) return { members: new Set<string>(), invited: new Set<string>() };
  const members = await tx
    .select({ email: sql<string>`lower(${authUser.email})` })
    .from(member)
    .innerJoin(authUser, eq(authUser.id, member.userId))
    .where(
      and(
        eq(member.organizationId, organizationId),
        inArray(sql`lower(${authUser.email})`, emails),
      ),
    );
  const invited = await tx
    .select({ email: invitation.email })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, organizationId),
        eq(invitation.status, 'pending'),
        inArray(invitation.email, emails),
      ),
    );
  return {
    members: new Set(members.map((m) => m.email)),
    invited: new Set(invited.map((i) => i.email)),
  };
}

export async function bulkInvite(
  services: Services,
  o: { organizationId: string; inviterId: string; csv: string; dryRun: boolean },
): Promise<BulkResult> {
  const { db } = services.database;
  // Read before the transaction (PGlite has one connection).
  const [org] = await db
    .select({ name: organization.name, bulkUpload: organization.bulkUpload })
    .from(organization)
    .where(eq(organization.id, o.organizationId));
  if (!org) throw new AppError('organization.required');
  if (!org.bulkUpload) throw new AppError('bulk.notEnabled');
  const teams = await db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(eq(team.organizationId, o.organizationId));

  const { records, malformed } = parseCsv(o.csv);
  const checked = checkBulkRows(records, teams, malformed);
  if ('refusal' in checked) {
    if (checked.refusal === 'tooManyRows') {
      throw new AppError('bulk.tooManyRows', { max: MAX_BULK_ROWS });
    }
    throw new AppError(`bulk.${checked.refusal}`);
  }
  const rowCount = checked.good.length + checked.problems.length;
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000);

  const { ready, made, problems } = await db.transaction(async (tx) => {
    // The organization row serialises every invite of the organization (inviteMembers
    // takes it too), so two copies of one file sent at once invite each person once.
    await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, o.organizationId))
      .for('update');
    const present = await alreadyPresent(tx, o.organizationId, checked.good);
    const problems: BulkRowProblem[] = [...checked.problems];
    const ready = checked.good.filter((r) => {
      const reason = present.members.has(r.email)
        ? 'alreadyMember'
        : present.invited.has(r.email)
          ? 'alreadyInvited'
          : null;
      if (reason) problems.push({ row: r.row, email: r.email, reason });
      return !reason;
    });
    if (o.dryRun || !ready.length) return { ready, made: [], problems };
    // Bulk upload is on only for organizations staff trust with it (spec 001 section 4,
    // features.bulkUpload): its hundreds of rows count against each address alone.
    await mailLimitsOf(services).admit({
      account: null,
      organization: null,
      recipients: ready.map((r) => r.email),
    });
    const made = await tx
      .insert(invitation)
      .values(
        ready.map((r) => ({
          id: newId(),
          organizationId: o.organizationId,
          email: r.email,
          name: r.name,
          role: 'member',
          teamId: r.teamId,
          inviterId: o.inviterId,
          expiresAt,
        })),
      )
      .returning();
    await tx
      .update(organization)
      .set({ inviteCount: sql`${organization.inviteCount} + ${made.length}` })
      .where(eq(organization.id, o.organizationId));
    return { ready, made, problems };
  });

  for (const row of made) {
    const url = inviteUrl(services.config.baseUrl, { invite: row.id });
    await services.mailer.send(
      organizationInviteMail(row.email, org.name, url, row.id, { name: row.name }),
    );
  }
  return {
    rows: rowCount,
    ready: ready.length,
    invites: made.map(toPendingInvite),
    problems: problems.sort((a, b) => a.row - b.row),
    dryRun: o.dryRun,
  };
}

import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@hs/contracts/common';
import type { SupportRequestBody, SupportRequestRow } from '@hs/contracts/support';
import type { Database } from '@hs/db/database';
import { authUser, payment, refundRequest, supportReply, supportRequest } from '@hs/db/schema';
import type { CurrencyCode } from '@hs/domain/currency';
import { MESSAGES } from '@hs/domain/messages';
import { pageMeta, pageOffset } from '@hs/domain/paging';
import type { CustomerRole } from '@hs/domain/roles';
import type { SupportRequestType } from '@hs/domain/support';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { containsLike } from '../like.ts';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { mailLimitsOf } from '../mail/limits.ts';
import {
  supportConfirmationMail,
  supportNotificationMail,
  supportReplyMail,
} from '../mail/templates.ts';
import { removeAttachments, storeAttachments, type CheckedAttachment } from './attachments.ts';

/** Who writes: signed in with an account (role and e-mail known), or a visitor. */
export interface SupportSender {
  uid: string | null;
  role: CustomerRole | null;
  /** The account's e-mail; null for visitors and anonymous accounts. */
  accountEmail: string | null;
}

export const DEFAULT_SUPPORT_EMAIL = 'support@localhost';

export const supportEmailOf = (services: Services) =>
  services.config.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
const brandOf = (services: Services) => services.config.site?.brandName ?? 'Headshot Studio';
const mailHost = (services: Services) => new URL(services.config.baseUrl).hostname || 'localhost';

/** The e-mail a request is answered at: the account's, else the one typed (required then). */
export function senderEmail(sender: SupportSender, body: SupportRequestBody): string {
  const email = sender.accountEmail ?? body.email;
  if (!email) throw new AppError('support.emailRequired');
  return email.trim().toLowerCase();
}

// spec 001 sections 5 and 6: team members and leads cannot select refund; a refund may
// name one of the person's own orders, and only payments above 0 are offered.
async function checkOrder(db: Database, sender: SupportSender, body: SupportRequestBody) {
  if (body.type === 'refund' && sender.role === 'TeamMember') {
    throw new AppError('refund.teamMember');
  }
  if (!body.paymentId) return null;
  if (!sender.uid || !isUuid(body.paymentId)) throw new AppError('support.unknownOrder');
  const [paid] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.id, body.paymentId), eq(payment.uid, sender.uid)));
  // Another person's order answers exactly like an unknown one.
  if (!paid) throw new AppError('support.unknownOrder');
  if (body.type === 'refund' && paid.amountTotal <= 0) {
    throw new AppError('support.orderNotRefundable');
  }
  return paid;
}

/**
 * The id of the request this sender already sent with this key, if any. Issue 35 item 12:
 * a key is a repeat only of the same message; another message under a used key is refused
 * (409), never answered success while nothing is stored.
 */
async function findRepeat(
  db: Database,
  email: string,
  body: SupportRequestBody,
  files: number,
): Promise<string | null> {
  const [first] = await db
    .select()
    .from(supportRequest)
    .where(and(eq(supportRequest.email, email), eq(supportRequest.idempotencyKey, body.requestId)));
  if (!first) return null;
  const same =
    first.type === body.type &&
    first.name === body.name &&
    first.message === body.message &&
    first.paymentId === (body.paymentId || null) &&
    first.attachments.length === files;
  if (!same) throw new AppError('support.requestIdReused');
  return first.id;
}

/**
 * Stores a request once per (sender e-mail, requestId), opens a refund request for a
 * chosen order, then mails the requester a confirmation and the support address a
 * notification. A repeat (the same message under the same key) answers the first
 * request's id and sends nothing.
 */
export async function submitSupportRequest(
  services: Services,
  sender: SupportSender,
  body: SupportRequestBody,
  email: string,
  /**
   * Counts the request against the flood limits: after validation, before storing. Answers
   * how to give the count back when the request turns out to be a repeat.
   */
  admit: () => Promise<() => Promise<void>>,
  /** Screenshots already checked (checkAttachments); stored with the request, never twice. */
  files: CheckedAttachment[] = [],
): Promise<{ id: string; repeated: boolean }> {
  const { db } = services.database;
  const repeat = await findRepeat(db, email, body, files.length);
  if (repeat) return { id: repeat, repeated: true };
  if (body.type === 'refund' && sender.role === 'TeamLead') {
    throw new AppError('support.leadRefundByEmail', { email: supportEmailOf(services) });
  }
  const order = await checkOrder(db, sender, body);
  const giveBack = await admit();
  const id = crypto.randomUUID();
  const attachments = await storeAttachments(services.storage, sender.uid, id, files);
  const stored = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(supportRequest)
        .values({
          id,
          uid: sender.uid,
          email,
          name: body.name,
          type: body.type,
          message: body.message,
          paymentId: order?.id ?? null,
          page: body.page ?? '',
          messageId: `<support-${crypto.randomUUID()}@${mailHost(services)}>`,
          idempotencyKey: body.requestId,
          attachments,
        })
        .onConflictDoNothing({ target: [supportRequest.email, supportRequest.idempotencyKey] })
        .returning();
      if (!row) return null;
      // spec 001 section 9: refunds are processed within 48 hours; the refund inbox sees it.
      if (row.type === 'refund' && order && order.status === 'paid' && sender.uid) {
        const [open] = await tx
          .select({ id: refundRequest.id })
          .from(refundRequest)
          .where(eq(refundRequest.paymentId, order.id))
          .limit(1);
        if (!open) {
          await tx.insert(refundRequest).values({
            uid: sender.uid,
            paymentId: order.id,
            reason: row.message,
            source: 'support-modal',
          });
        }
      }
      return row;
    })
    .catch(async (error: unknown) => {
      await removeAttachments(services.storage, attachments);
      throw error;
    });
  if (!stored) {
    // The same submission arriving at once (10 in parallel) is one request: only the
    // stored one counts against the sender's limits, and only its screenshots are kept.
    await removeAttachments(services.storage, attachments);
    await giveBack();
    return { id: (await findRepeat(db, email, body, files.length))!, repeated: true };
  }
  await sendQuietly(services, async () => {
    // issue 35 item 3: a typed address (a visitor's) may be anyone's: its confirmation
    // carries none of their text, and one past its daily mail limit gets none (the request
    // is stored all the same). An account's own confirmed address gets their copy.
    const typed = sender.accountEmail === null;
    const toRecipient = { account: sender.uid, organization: null, recipients: [email] };
    if (!typed || (await mailLimitsOf(services).allows(toRecipient))) {
      await services.mailer.send({
        ...supportConfirmationMail(email, brandOf(services), typed ? null : stored.message),
        messageId: stored.messageId,
      });
    }
    await services.mailer.send({
      ...supportNotificationMail(
        supportEmailOf(services),
        { ...stored, page: stored.page },
        `${services.config.baseUrl}/admin/${stored.type === 'feedback' ? 'feedback' : 'support'}?open=${stored.id}`,
      ),
      replyTo: email,
      references: [stored.messageId],
    });
  });
  return { id: stored.id, repeated: false };
}

/** The request is stored; a mail that cannot go now stays in the outbox as failed. */
async function sendQuietly(services: Services, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    services.logger.error({ err: error }, 'support mail not delivered');
  }
}

export type SupportInbox = 'support' | 'feedback';

export interface SupportListQuery {
  page: number;
  pageSize: number;
  sort: 'createdAt' | 'updatedAt';
  order: 'asc' | 'desc';
  status?: 'open' | 'closed' | undefined;
  type?: SupportRequestType | undefined;
  q?: string | undefined;
}

const replyCount = sql<number>`(select count(*)::int from ${supportReply} where ${supportReply.requestId} = ${supportRequest.id})`;

function rowOf(
  r: typeof supportRequest.$inferSelect,
  p: typeof payment.$inferSelect | null,
  replies: number,
): SupportRequestRow {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    name: r.name,
    email: r.email,
    uid: r.uid,
    message: r.message,
    page: r.page,
    payment: p
      ? {
          id: p.id,
          amountTotal: p.amountTotal,
          currency: p.currency as CurrencyCode,
          createdOn: p.createdOn.toISOString(),
        }
      : null,
    attachments: r.attachments.length,
    replies,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A page of one inbox: feedback alone, or every other type. */
export async function listSupportRequests(db: Database, inbox: SupportInbox, q: SupportListQuery) {
  const filters: SQL[] = [
    inbox === 'feedback'
      ? eq(supportRequest.type, 'feedback')
      : ne(supportRequest.type, 'feedback'),
  ];
  if (q.status) filters.push(eq(supportRequest.status, q.status));
  if (q.type && inbox === 'support') filters.push(eq(supportRequest.type, q.type));
  if (q.q) {
    const like = containsLike(q.q);
    filters.push(or(ilike(supportRequest.email, like), ilike(supportRequest.name, like))!);
  }
  const where = and(...filters);
  const column = q.sort === 'updatedAt' ? supportRequest.updatedAt : supportRequest.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: supportRequest, payment, replies: replyCount })
      .from(supportRequest)
      .leftJoin(payment, eq(payment.id, supportRequest.paymentId))
      .where(where)
      .orderBy(q.order === 'asc' ? asc(column) : desc(column), asc(supportRequest.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(supportRequest).where(where),
  ]);
  return {
    rows: rows.map((r) => rowOf(r.request, r.payment, r.replies)),
    paging: pageMeta(total?.n ?? 0, q.page, q.pageSize),
  };
}

/** Which inbox a request belongs to (its staff area decides who may read it). */
export const inboxOf = (type: SupportRequestType): SupportInbox =>
  type === 'feedback' ? 'feedback' : 'support';

export async function findSupportRequest(db: Database, id: string) {
  if (!isUuid(id)) throw new AppError('support.unknownRequest');
  const [row] = await db
    .select({ request: supportRequest, payment })
    .from(supportRequest)
    .leftJoin(payment, eq(payment.id, supportRequest.paymentId))
    .where(eq(supportRequest.id, id));
  if (!row) throw new AppError('support.unknownRequest');
  return row;
}

/** One request with its thread of replies, newest last. */
export async function supportRequestDetail(services: Services, id: string) {
  const { db } = services.database;
  const { request, payment: paid } = await findSupportRequest(db, id);
  const replies = await db
    .select({ reply: supportReply, staffEmail: authUser.email })
    .from(supportReply)
    .leftJoin(authUser, eq(authUser.id, supportReply.staffUid))
    .where(eq(supportReply.requestId, id))
    .orderBy(asc(supportReply.createdAt));
  const attachmentUrls = await Promise.all(
    request.attachments.map(async (a) => ({
      url: await services.storage.signedUrl(a.key, 600),
      contentType: a.contentType,
    })),
  );
  return {
    ...rowOf(request, paid, replies.length),
    thread: replies.map(({ reply, staffEmail }) => ({
      id: reply.id,
      message: reply.message,
      staffEmail,
      createdAt: reply.createdAt.toISOString(),
    })),
    attachmentUrls,
  };
}

/**
 * Mails the requester a staff answer in the thread of their request (In-Reply-To and
 * References name the confirmation's Message-ID) and keeps it. The same reply key twice
 * sends one mail.
 */
export async function replyToSupportRequest(
  services: Services,
  id: string,
  staff: StaffActor,
  message: string,
  replyKey: string,
) {
  const staffUid = staff.uid;
  const { db } = services.database;
  const { request } = await findSupportRequest(db, id);
  const messageId = `<support-${request.id}-reply-${replyKey}@${mailHost(services)}>`;
  const earlier = await db
    .select({ messageId: supportReply.messageId })
    .from(supportReply)
    .where(eq(supportReply.requestId, id))
    .orderBy(asc(supportReply.createdAt));
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportReply)
      .values({ requestId: id, staffUid, message, messageId })
      .onConflictDoNothing({ target: supportReply.messageId })
      .returning({ id: supportReply.id });
    if (row) {
      await tx
        .update(supportRequest)
        .set({ updatedAt: new Date() })
        .where(eq(supportRequest.id, id));
      await recordStaffAction(tx, staff, {
        action: 'support.reply',
        targetType: 'support-request',
        targetId: id,
        after: { replyId: row.id, message },
      });
    }
    return row;
  });
  if (!inserted) return;
  await sendQuietly(services, () =>
    services.mailer.send({
      ...supportReplyMail(request.email, brandOf(services), message),
      messageId,
      inReplyTo: request.messageId,
      references: [request.messageId, ...earlier.map((e) => e.messageId)],
    }),
  );
}

export async function setSupportRequestStatus(
  db: Database,
  staff: StaffActor,
  id: string,
  status: 'open' | 'closed',
): Promise<void> {
  await findSupportRequest(db, id);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: supportRequest.status })
      .from(supportRequest)
      .where(eq(supportRequest.id, id))
      .for('update');
    await tx
      .update(supportRequest)
      .set({ status, updatedAt: new Date(), closedAt: status === 'closed' ? new Date() : null })
      .where(eq(supportRequest.id, id));
    if (before?.status !== status) {
      await recordStaffAction(tx, staff, {
        action: 'support.status',
        targetType: 'support-request',
        targetId: id,
        before,
        after: { status },
      });
    }
  });
}

/** The answer's English message (spec 001 section 8, the success toast). */
export const submittedMessage = (services: Services) =>
  MESSAGES.SUPPORT_SUBMITTED(brandOf(services));

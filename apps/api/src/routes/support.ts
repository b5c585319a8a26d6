import { OpenAPIHono } from '@hono/zod-openapi';
import {
  getSupportRequestRoute,
  listFeedbackRoute,
  listSupportRequestsRoute,
  replySupportRequestRoute,
  setSupportStatusRoute,
  submitSupportRequestRoute,
  type SupportRequestBody,
} from '@hs/contracts/support';
import type { Context } from 'hono';
import { requireUser } from '../auth/guards.ts';
import { actorOf } from '../audit/audit.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { authorize, principalOf, staffMay } from '../policy/policy.ts';
import { checkAttachments, filesOf } from '../support/attachments.ts';
import { createSupportLimits, DEFAULT_SUPPORT_LIMITS } from '../support/limits.ts';
import {
  findSupportRequest,
  inboxOf,
  listSupportRequests,
  replyToSupportRequest,
  senderEmail,
  setSupportRequestStatus,
  submitSupportRequest,
  submittedMessage,
  supportRequestDetail,
  type SupportSender,
} from '../support/service.ts';

// spec 001 sections 2 and 6: the inboxes are the Support Requests and Feedback menu items.
const INBOX_ACTION = { support: 'staff.support-inbox', feedback: 'staff.feedback-inbox' } as const;

/** Staff who see at least one of the two inboxes; which one a request is in decides next. */
const eitherInbox = staffMay({ do: 'staff.inbox' });

function senderOf(c: Context<AppEnv>): SupportSender {
  const viewer = c.get('viewer');
  if (!viewer?.user) return { uid: null, role: null, accountEmail: null };
  return {
    uid: viewer.uid,
    role: viewer.user.role,
    // Anonymous accounts have no real address: they type one like visitors.
    accountEmail: viewer.isAnonymous ? null : viewer.email,
  };
}

export function supportRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const limits = createSupportLimits(services.database, {
    ...DEFAULT_SUPPORT_LIMITS,
    ...services.config.supportLimits,
  });

  /** The request's inbox must be one the caller's staff role sees. */
  async function authorizeRequest(c: Context<AppEnv>, id: string) {
    const { request } = await findSupportRequest(db, id);
    authorize(principalOf(c), { do: INBOX_ACTION[inboxOf(request.type)] });
    return requireUser(c);
  }

  // spec 001 section 7: POST /support/feedback/submit {name, message, type, paymentId,
  // email, uid} answers success, message.
  // JSON, or the same fields as multipart/form-data with up to 3 screenshots in `files`
  // (decision 019): one call, so only the sender's own request ever carries them.
  app.openapi(submitSupportRequestRoute, async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    const asForm = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(
      contentType,
    );
    if (!asForm && !/^application\/(.+\+)?json\b/i.test(contentType)) {
      throw new AppError('support.notForm');
    }
    const body: SupportRequestBody = asForm ? c.req.valid('form') : c.req.valid('json');
    const sender = senderOf(c);
    const email = senderEmail(sender, body);
    const files = await checkAttachments(asForm ? filesOf(body as Record<string, unknown>) : []);
    // The honeypot: a filled hidden field is a bot; it is told success and nothing is kept.
    if (body.website) {
      return c.json({ success: true as const, message: submittedMessage(services), id: '' }, 200);
    }
    const { id } = await submitSupportRequest(
      services,
      sender,
      body,
      email,
      () => limits.admit(c.get('clientIp') ?? 'unknown', sender.uid ?? email),
      files,
    );
    return c.json({ success: true as const, message: submittedMessage(services), id }, 200);
  });

  app.openapi(
    { ...listSupportRequestsRoute, middleware: [staffMay({ do: INBOX_ACTION.support })] },
    async (c) => {
      const answer = await listSupportRequests(db, 'support', c.req.valid('query'));
      return c.json({ success: true as const, ...answer }, 200);
    },
  );

  app.openapi(
    { ...listFeedbackRoute, middleware: [staffMay({ do: INBOX_ACTION.feedback })] },
    async (c) => {
      const answer = await listSupportRequests(db, 'feedback', c.req.valid('query'));
      return c.json({ success: true as const, ...answer }, 200);
    },
  );

  app.openapi({ ...getSupportRequestRoute, middleware: [eitherInbox] }, async (c) => {
    const { id } = c.req.valid('param');
    await authorizeRequest(c, id);
    return c.json(
      { success: true as const, request: await supportRequestDetail(services, id) },
      200,
    );
  });

  app.openapi({ ...replySupportRequestRoute, middleware: [eitherInbox] }, async (c) => {
    const { id } = c.req.valid('param');
    const staff = await authorizeRequest(c, id);
    const { message, requestId } = c.req.valid('json');
    await replyToSupportRequest(services, id, actorOf(staff), message, requestId);
    return c.json(
      { success: true as const, request: await supportRequestDetail(services, id) },
      200,
    );
  });

  app.openapi({ ...setSupportStatusRoute, middleware: [eitherInbox] }, async (c) => {
    const { id } = c.req.valid('param');
    const staff = await authorizeRequest(c, id);
    await setSupportRequestStatus(db, actorOf(staff), id, c.req.valid('json').status);
    return c.json(
      { success: true as const, request: await supportRequestDetail(services, id) },
      200,
    );
  });

  return app;
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A loopback stand-in for the part of Stripe's REST API the product uses: checkout
 * sessions, payment intents and refunds. It speaks Stripe's protocol (form-encoded bodies
 * with bracket keys, Bearer keys, Idempotency-Key, JSON objects and `{ error }` answers),
 * so the real SDK talks to it unchanged (host, port, protocol). Tests complete sessions
 * and sign webhook events with the SDK's own helper.
 */
export interface FakeStripe {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** Every call received: method, path and parsed body. */
  calls: { method: string; path: string; body: Record<string, unknown> }[];
  sessions: Map<string, Record<string, unknown>>;
  intents: Map<string, Record<string, unknown>>;
  refunds: Map<string, Record<string, unknown>>;
  /** Pays a session as the buyer would: makes its succeeded payment intent. */
  completeSession(sessionId: string): {
    session: Stripe.Checkout.Session;
    intent: Stripe.PaymentIntent;
  };
  /** Refunds at Stripe's side (e.g. from the dashboard) and answers the refunded charge. */
  refundAtStripe(intentId: string): Record<string, unknown>;
  /** A Stripe event envelope around an object. */
  event(type: string, object: Record<string, unknown>, created?: number): Record<string, unknown>;
  /** The Stripe-Signature header for a payload, as Stripe would sign it (or at `timestamp`). */
  sign(payload: string, timestamp?: number): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding: a[b][0][c]=1 into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(res: ServerResponse, status: number, message: string, code?: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, code } }));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const sdk = new Stripe(secretKey);
  const calls: FakeStripe['calls'] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const intents = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { status: number; body: string }>();
  let baseUrl = '';

  const send = (res: ServerResponse, status: number, object: unknown) => {
    const body = JSON.stringify(object);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(body);
    return body;
  };

  function createSession(body: Record<string, unknown>) {
    const items = (body.line_items ?? []) as {
      quantity: string;
      price_data: { currency: string; unit_amount: string };
    }[];
    const first = items[0];
    if (!first?.price_data) throw new Error('line_items[0][price_data] is required');
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity ?? 1),
      0,
    );
    if (!Number.isSafeInteger(amount)) throw new Error('Invalid integer: unit_amount');
    if (items.some((item) => item.price_data.currency !== first.price_data.currency)) {
      throw new Error('All line items must share one currency.');
    }
    // Stripe: expires_at between 30 minutes and 24 hours from creation (default 24 hours).
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = body.expires_at === undefined ? now + 86_400 : Number(body.expires_at);
    if (!(expiresAt >= now + 1800 && expiresAt <= now + 86_400)) {
      throw new Error('The `expires_at` timestamp must be between 30 minutes and 24 hours.');
    }
    const sessionId = id('cs');
    const embedded = body.ui_mode === 'embedded_page';
    const session = {
      id: sessionId,
      object: 'checkout.session',
      mode: body.mode,
      ui_mode: body.ui_mode ?? 'hosted_page',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency: first.price_data.currency,
      client_reference_id: body.client_reference_id ?? null,
      customer: null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      payment_intent: null,
      payment_intent_data: body.payment_intent_data ?? {},
      client_secret: embedded ? `${sessionId}_secret_${randomBytes(8).toString('hex')}` : null,
      url: embedded ? null : `${baseUrl}/c/pay/${sessionId}`,
      return_url: body.return_url ?? null,
      success_url: body.success_url ?? null,
      created: now,
      expires_at: expiresAt,
    };
    sessions.set(sessionId, session);
    return session;
  }

  function withExpand(session: Record<string, unknown>, expand: string[]) {
    if (!expand.includes('payment_intent') || typeof session.payment_intent !== 'string') {
      return session;
    }
    return { ...session, payment_intent: intents.get(session.payment_intent) ?? null };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : raw);
    calls.push({ method: req.method ?? 'GET', path: url.pathname, body });

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, 'Invalid API Key provided.');
    }
    const key = req.headers['idempotency-key'];
    const replayKey =
      typeof key === 'string' && req.method === 'POST' ? `${url.pathname}:${key}` : null;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) {
      res.writeHead(replay.status, {
        'content-type': 'application/json',
        'idempotent-replayed': 'true',
      });
      return res.end(replay.body);
    }
    const remember = (status: number, object: unknown) => {
      const text = send(res, status, object);
      if (replayKey) idempotent.set(replayKey, { status, body: text });
    };

    const parts = url.pathname.split('/').filter(Boolean);
    try {
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        return remember(200, createSession(body));
      }
      if (
        req.method === 'POST' &&
        parts[1] === 'checkout' &&
        parts[2] === 'sessions' &&
        parts[3] &&
        parts[4] === 'expire'
      ) {
        const session = sessions.get(parts[3]);
        if (!session) {
          return stripeError(
            res,
            404,
            `No such checkout.session: '${parts[3]}'`,
            'resource_missing',
          );
        }
        if (session.status !== 'open') {
          return stripeError(
            res,
            400,
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
          );
        }
        session.status = 'expired';
        return remember(200, session);
      }
      if (req.method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
        const session = sessions.get(parts[3]);
        if (!session)
          return stripeError(
            res,
            404,
            `No such checkout.session: '${parts[3]}'`,
            'resource_missing',
          );
        return send(res, 200, withExpand(session, (body.expand as string[] | undefined) ?? []));
      }
      if (req.method === 'GET' && parts[1] === 'payment_intents' && parts[2]) {
        const intent = intents.get(parts[2]);
        if (!intent)
          return stripeError(res, 404, `No such payment_intent: '${parts[2]}'`, 'resource_missing');
        return send(res, 200, intent);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const intentId = String(body.payment_intent ?? '');
        const intent = intents.get(intentId);
        if (!intent)
          return stripeError(res, 404, `No such payment_intent: '${intentId}'`, 'resource_missing');
        if (intent.amount_refunded === intent.amount_received) {
          return stripeError(
            res,
            400,
            `Charge for ${intentId} has already been refunded.`,
            'charge_already_refunded',
          );
        }
        return remember(200, refund(intentId, body.metadata));
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    } catch (error) {
      return stripeError(res, 400, error instanceof Error ? error.message : 'Invalid request');
    }
  }

  function refund(intentId: string, metadata: unknown) {
    const intent = intents.get(intentId)!;
    const created = {
      id: id('re'),
      object: 'refund',
      amount: intent.amount_received,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      metadata: metadata ?? {},
    };
    refunds.set(created.id, created);
    intent.amount_refunded = intent.amount_received;
    return created;
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      stripeError(res, 500, error instanceof Error ? error.message : 'fake stripe failed'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    secretKey,
    webhookSecret,
    calls,
    sessions,
    intents,
    refunds,
    completeSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
      const intentData = session.payment_intent_data as { metadata?: Record<string, string> };
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        amount_refunded: 0,
        currency: session.currency,
        status: 'succeeded',
        customer: id('cus'),
        metadata: intentData.metadata ?? {},
        client_secret: '',
        created: Math.floor(Date.now() / 1000),
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      intents.set(intent.id, intent);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        customer: intent.customer,
      });
      return {
        session: session as unknown as Stripe.Checkout.Session,
        intent: intent as unknown as Stripe.PaymentIntent,
      };
    },
    refundAtStripe(intentId) {
      const created = refund(intentId, {});
      const intent = intents.get(intentId)!;
      return {
        id: id('ch'),
        object: 'charge',
        payment_intent: intentId,
        amount: intent.amount_received,
        amount_refunded: intent.amount_received,
        refunded: true,
        currency: intent.currency,
        refunds: { object: 'list', data: [created] },
      };
    },
    event(type, object, created = Math.floor(Date.now() / 1000)) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created,
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object },
      };
    },
    sign(payload, timestamp) {
      return sdk.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
        ...(timestamp === undefined ? {} : { timestamp }),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

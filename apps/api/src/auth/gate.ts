import type { Context } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import type { Refusal, SignInOutcome } from './limits.ts';
import { explainRefusedOrigin } from './origins.ts';

const BASE_PATH = '/api/auth';

/** Hands a request to better-auth with the caller's address it can trust (and a body read already). */
async function toAuth(services: Services, c: Context<AppEnv>, body?: string) {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
  const init: RequestInit & { duplex?: 'half' } = { headers, method: c.req.method };
  if (body !== undefined) {
    init.body = body;
  } else if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    init.body = c.req.raw.body;
    init.duplex = 'half';
  }
  const answer = await services.auth.handler(new Request(c.req.url, init));
  return explainRefusedOrigin(c.req.raw, answer, services.config.baseUrl);
}

function tooMany(refusal: Refusal): Response {
  const params = { seconds: refusal.retryAfterSeconds };
  const body = { code: refusal.code, message: refusal.message, reason: refusal.reason, params };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: {
      'content-type': 'application/json',
      'retry-after': String(refusal.retryAfterSeconds),
    },
  });
}

function emailIn(body: string): string | null {
  try {
    const { email } = JSON.parse(body) as { email?: unknown };
    return typeof email === 'string' && email.trim() ? email : null;
  } catch {
    return null;
  }
}

const outcomeOf = (status: number): SignInOutcome =>
  status === 401 ? 'failed' : status >= 200 && status < 300 ? 'succeeded' : 'other';

/** A password sign-in, counted against the lockout of its account from this address (decision 067). */
async function passwordSignIn(services: Services, c: Context<AppEnv>): Promise<Response> {
  const body = await c.req.text();
  const email = emailIn(body);
  if (!email) return toAuth(services, c, body);
  const limits = services.authLimits;
  const ip = c.get('clientIp');
  const started = await limits.beginPasswordSignIn(email, ip);
  if ('refusal' in started) return tooMany(started.refusal);
  let outcome: SignInOutcome = 'other';
  try {
    const answer = await toAuth(services, c, body);
    outcome = outcomeOf(answer.status);
    return answer;
  } finally {
    await limits.endPasswordSignIn(email, ip, started.attempt, outcome);
  }
}

/** /api/auth/*: the per-address limit, the sign-in lockout, then better-auth. */
export function authGate(services: Services) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const path = c.req.path.slice(BASE_PATH.length);
    const refusal = await services.authLimits.admitAddress(c.get('clientIp'), path);
    if (refusal) return tooMany(refusal);
    if (c.req.method === 'POST' && path === '/sign-in/email') return passwordSignIn(services, c);
    return toAuth(services, c);
  };
}

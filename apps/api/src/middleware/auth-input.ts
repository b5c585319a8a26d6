import { AUTH_BODY_LIMIT_BYTES, AuthFieldsSchema } from '@hs/contracts/auth';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { limitBody } from './body-limit.ts';
import { hasNulInJson, hasNulInUrl } from './no-nul.ts';

const limitAuthBody = limitBody(AUTH_BODY_LIMIT_BYTES);

/**
 * A JSON body's NUL bytes and field lengths, checked on a copy that is handed on intact. A GET
 * or HEAD has no body the identity provider reads (and a Request of one cannot carry one: a
 * copy made with it threw, a 500 for any GET sent as JSON, issue 35 item 13).
 */
async function checkJsonBody(c: Context<AppEnv>) {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
  if (!c.req.header('content-type')?.includes('application/json')) return;
  const bytes = await c.req.arrayBuffer();
  c.req.raw = new Request(c.req.raw, { body: bytes });
  const text = new TextDecoder().decode(bytes);
  if (hasNulInJson(text)) throw new AppError('input.nulByte');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return; // the identity provider answers malformed JSON itself
  }
  const fields = AuthFieldsSchema.safeParse(value);
  const issue = fields.error?.issues[0];
  if (issue && value && typeof value === 'object' && !Array.isArray(value)) {
    const field = issue.path.join('.');
    throw new AppError('input.invalid', { field }, { message: `${field}: ${issue.message}` });
  }
}

/**
 * The input layer in front of the identity provider (/api/auth/*), which the API's own
 * middleware never sees: NUL bytes refused, bodies of at most 16 KB (a 5 MB sign-up body is
 * refused by its Content-Length, or after 16 KB of it), name and e-mail lengths bounded.
 * Answers here are the API's JSON error shape (issue 13 item 2).
 */
export const authInput = createMiddleware<AppEnv>(async (c, next) => {
  try {
    if (hasNulInUrl(c.req.url)) throw new AppError('input.nulByte');
    await limitAuthBody(c, () => checkJsonBody(c));
  } catch (error) {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    throw error;
  }
  await next();
});

import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';

const NUL = String.fromCharCode(0);
export const hasNulInUrl = (url: string) => url.includes(NUL) || /%00/i.test(url);
export const hasNulInJson = (text: string) => text.includes(NUL) || text.includes('\\u0000');

/**
 * One input layer before any route: a NUL byte in the path, the query or a JSON body is
 * refused with 400 (PostgreSQL cannot store it in text, and no id or code contains one).
 * The body read here is cached by Hono, so the route's validator reads it again for free.
 */
export const refuseNulBytes = createMiddleware<AppEnv>(async (c, next) => {
  if (hasNulInUrl(c.req.url)) {
    throw new AppError('input.nulByte');
  }
  if (c.req.header('content-type')?.includes('application/json')) {
    const text = await c.req.text();
    if (hasNulInJson(text)) {
      throw new AppError('input.nulByte');
    }
  }
  await next();
});

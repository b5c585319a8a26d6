// Conditional requests, content coding and request ids, shared by the answers kept in memory.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id the caller sent, when it is a plain token (as hono/request-id accepts). */
const REQUEST_ID = /^[\w\-=]{1,255}$/;

/** The request id of an answer made before Hono: the caller's when acceptable, else new. */
export function requestIdFor(sent: string | undefined): string {
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** One header of Node's request, repeated values joined as fetch's `Headers` joins them. */
export function nodeHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Whether `If-None-Match` names this tag (weak comparison, RFC 9110 section 13.1.2). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/** Whether the client takes `coding` (`Accept-Encoding`, a q of 0 refuses it). */
export function accepts(acceptEncoding: string | undefined, coding: 'gzip' | 'br'): boolean {
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

/** Whether the client takes gzip (`Accept-Encoding`, a q of 0 refuses it). */
export const acceptsGzip = (acceptEncoding: string | undefined) => accepts(acceptEncoding, 'gzip');

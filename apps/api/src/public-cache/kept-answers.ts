import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppConfig, AppEnv } from '../context.ts';
import type { Metrics } from '../metrics.ts';
import { HSTS, overTlsBy } from '../middleware/security-headers.ts';
import type { ParameterStore } from '../parameters.ts';
import type { ContentVersion } from './content-version.ts';
import { acceptsGzip, nodeHeader, requestIdFor } from './http-cache.ts';

export interface KeptAnswersOptions {
  version: ContentVersion;
  parameters: ParameterStore;
  config: AppConfig;
  metrics: Metrics;
}

/** A kept JSON answer as the whole middleware chain sent it, for one content version. */
interface KeptAnswer {
  version: number;
  /** Hono's route path, the label of its duration in /metrics. */
  route: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers each answer gets of its own, never replayed. */
const OWN = new Set(['x-request-id', 'date', 'content-length', 'strict-transport-security']);

/** Headers by which the API knows a person or an organization (middleware/viewer.ts, API keys). */
const CALLER = ['uid', 'idtoken', 'authorization'] as const;

/**
 * Answers every caller gets alike (the catalogue lists, `sendKeptJson`), replayed before
 * Hono (issue 14 item 1, decision 057). `middleware`, outermost, keeps the answer Hono sent
 * to an anonymous GET of such a route: status 200, the headers of every middleware, the
 * bytes (plain and gzipped kept apart). `serve` then sends it straight from Node's request
 * for the same address and encoding while the public content version is the one it was
 * made in, with its own request id and HSTS as the request decides, and counts it in
 * /metrics under the route's name (not logged one by one, as kept pages). Anything else, a
 * conditional request (the 304 is Hono's), a caller who names themselves (uid and idToken,
 * an API key: the viewer is checked), white-label mode, a stale version, takes Hono's way.
 */
export function createKeptAnswers(o: KeptAnswersOptions) {
  const kept = new Map<string, KeptAnswer>();
  const keyOf = (target: string, gzip: boolean) => `${gzip ? 'gzip' : '-'} ${target}`;
  o.version.onChange(() => kept.clear());
  /** Answers whose body is made for each request (health): their makers, by address. */
  const makers = new Map<string, () => string | null>();
  /** The headers Hono sent with such an answer, by encoding and address. */
  const liveHeaders = new Map<string, Omit<KeptAnswer, 'version' | 'body'>>();

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    // Kept only when the version was known before and is the same after: the answer was
    // made in it.
    const version = o.version.peek();
    await next();
    const liveRoute = c.get('liveAnswer');
    if (liveRoute && c.req.method === 'GET' && c.res.status === 200 && anonymous(c)) {
      const url = new URL(c.req.url);
      liveHeaders.set(keyOf(`${url.pathname}${url.search}`, gzipAsked(c)), {
        route: liveRoute,
        headers: replayable(c.res.headers),
      });
      return;
    }
    const route = c.get('keptJson');
    if (
      !route ||
      version === null ||
      o.version.peek() !== version ||
      c.req.method !== 'GET' ||
      c.res.status !== 200
    )
      return;
    if (!anonymous(c) || c.req.header('if-none-match') !== undefined) return;
    const url = new URL(c.req.url);
    const headers = replayable(c.res.headers);
    const gzip = headers['content-encoding'] === 'gzip';
    if (gzip !== gzipAsked(c)) return;
    const body = Buffer.from(await c.res.clone().arrayBuffer());
    kept.set(keyOf(`${url.pathname}${url.search}`, gzip), { version, route, headers, body });
  });

  /** Sends the kept answer `req` asks for and returns true; false leaves `req` to Hono. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const started = performance.now();
    const target = req.url;
    if (req.method !== 'GET' || !target?.startsWith('/api/')) return false;
    if (kept.size === 0 && liveHeaders.size === 0) return false;
    const headers = req.headers;
    if (headers['if-none-match'] !== undefined) return false;
    if (CALLER.some((name) => headers[name] !== undefined)) return false;
    const parameters = o.parameters.peek();
    if (!parameters || parameters.whiteLabelMode.enabled) return false;
    const one = (name: string) => nodeHeader(req, name);
    const key = keyOf(target, acceptsGzip(one('accept-encoding')));
    // A kept answer is for its content version only; a live one's body is made now.
    const stored = kept.get(key);
    const version = stored ? o.version.peek() : null;
    let answer: Omit<KeptAnswer, 'version'> | undefined =
      stored && version !== null && stored.version === version ? stored : undefined;
    if (!answer) {
      const live = liveHeaders.get(key);
      const body = live && makers.get(target)?.();
      if (live && body) answer = { ...live, body: Buffer.from(body) };
    }
    if (!answer) return false;
    const sent: Record<string, string> = {
      ...answer.headers,
      'x-request-id': requestIdFor(one('x-request-id')),
      'content-length': String(answer.body.byteLength),
    };
    if (overTlsBy(o.config, one('x-forwarded-proto'))) sent['strict-transport-security'] = HSTS;
    res.writeHead(200, sent);
    res.end(answer.body);
    o.metrics.httpDuration.observe(
      { method: 'GET', route: answer.route, status: 200 },
      (performance.now() - started) / 1000,
    );
    return true;
  }

  /**
   * An answer whose body `make` writes for each request, null when it cannot without Hono
   * (the health check's database answer is too old); its headers are those Hono sent with
   * it (the route sets `liveAnswer`).
   */
  function live(target: string, make: () => string | null) {
    makers.set(target, make);
  }

  return { middleware, serve, live };
}

export type KeptAnswers = ReturnType<typeof createKeptAnswers>;

/** Whether the caller names no one (their viewer is not checked, so not skipped either). */
function anonymous(c: Context<AppEnv>): boolean {
  return CALLER.every((name) => c.req.header(name) === undefined);
}

function gzipAsked(c: Context<AppEnv>): boolean {
  return acceptsGzip(c.req.header('accept-encoding'));
}

/** An answer's headers but those each answer gets of its own. */
function replayable(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!OWN.has(name)) kept[name] = value;
  });
  return kept;
}

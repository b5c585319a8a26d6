import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { createTokenManager } from './token-manager.ts';

// A real HTTP peer on loopback speaking the API's answer shapes.
const peer = new Hono();
peer.get('/api/ok', (c) => c.json({ success: true, value: 42 }));
peer.get('/api/headers', (c) => c.json({ success: true, uid: c.req.header('uid') ?? null }));
peer.post('/api/echo', async (c) => c.json({ success: true, got: await c.req.json() }));
peer.get('/api/failure', (c) =>
  c.json({ success: false, errorMessage: 'Invalid items', code: 'BAD_REQUEST' }, 400),
);
peer.get('/api/too-many-styles', (c) =>
  c.json(
    {
      success: false,
      errorMessage: 'Your package includes 2 styles: choose at most 2.',
      code: 'BAD_REQUEST',
      reason: 'package.tooManyStyles',
      params: { max: 2, junk: { nested: true } },
    },
    400,
  ),
);
peer.get('/api/unknown-reason', (c) =>
  c.json({ success: false, errorMessage: 'Later', code: 'CONFLICT', reason: 'future.thing' }, 409),
);
peer.get('/api/soft-failure', (c) =>
  c.json({ success: false, errorMessage: 'Not enough credits' }),
);
peer.get('/api/unauthorized', (c) =>
  c.json({ success: false, errorMessage: 'Incorrect token' }, 401),
);
peer.get('/api/html', (c) => c.html('<h1>bad gateway</h1>', 502));
// Accepts only the token the identity provider handed out last.
const FRESH_TOKEN = 'fresh-token';
const guarded = { calls: 0, seen: [] as (string | null)[] };
peer.post('/api/guarded', async (c) => {
  guarded.calls += 1;
  const idToken = c.req.header('idToken') ?? null;
  guarded.seen.push(idToken);
  if (idToken !== FRESH_TOKEN) {
    return c.json({ success: false, errorMessage: 'Incorrect token' }, 401);
  }
  return c.json({ success: true, uid: c.req.header('uid') ?? null, got: await c.req.json() });
});
peer.get('/api/wrong-shape', (c) => c.json({ success: true, value: 'not a number' }));

describe('api client', () => {
  let server: ServerType;
  let baseUrl: string;
  beforeAll(async () => {
    server = serve({ fetch: peer.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((r) => server.once('listening', () => r()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const Value = z.object({ success: z.literal(true), value: z.number() });

  it('returns the validated answer', async () => {
    const api = createApiClient({ baseUrl });
    await expect(api.request('/ok', { schema: Value })).resolves.toEqual({
      success: true,
      value: 42,
    });
  });

  it('sends JSON bodies and the extra headers', async () => {
    const api = createApiClient({ baseUrl, headers: () => ({ uid: 'user-1' }) });
    const echo = await api.request('/echo', {
      method: 'POST',
      body: { a: 1 },
      schema: z.object({ got: z.unknown() }),
    });
    expect(echo.got).toEqual({ a: 1 });
    const h = await api.request('/headers', { schema: z.object({ uid: z.string().nullable() }) });
    expect(h.uid).toBe('user-1');
  });

  it('throws the server errorMessage with status and code', async () => {
    const api = createApiClient({ baseUrl });
    const error = await api.request('/failure', { schema: Value }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid items', status: 400, code: 'BAD_REQUEST' });
  });

  it('keeps the reason and its well-formed params, and no reason it does not know', async () => {
    const api = createApiClient({ baseUrl });
    const known = await api.request('/too-many-styles', { schema: Value }).catch((e: unknown) => e);
    expect(known).toMatchObject({ reason: 'package.tooManyStyles', params: { max: 2 } });
    expect((known as ApiError).params).not.toHaveProperty('junk');
    const unknown = await api
      .request('/unknown-reason', { schema: Value })
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ reason: null, params: {}, message: 'Later' });
  });

  it('treats success:false with a 200 status as a failure', async () => {
    const api = createApiClient({ baseUrl });
    await expect(api.request('/soft-failure', { schema: Value })).rejects.toThrow(
      'Not enough credits',
    );
  });

  it('shows the sign-in message for 401 but keeps the server text for the retry logic', async () => {
    const api = createApiClient({ baseUrl });
    const error = (await api
      .request('/unauthorized', { schema: Value })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Please sign in to access this page');
    expect(error.errorMessage).toBe('Incorrect token');
  });

  it('falls back to the status line when the answer is not JSON', async () => {
    const api = createApiClient({ baseUrl });
    await expect(api.request('/html', { schema: Value })).rejects.toThrow('Error 502: Bad Gateway');
  });

  it('refuses an answer that does not match its schema', async () => {
    const api = createApiClient({ baseUrl });
    await expect(api.request('/wrong-shape', { schema: Value })).rejects.toThrow(
      'Unexpected answer from GET /api/wrong-shape',
    );
  });

  describe('with a token manager', () => {
    const Guarded = z.object({ success: z.literal(true), uid: z.string(), got: z.unknown() });

    function session(tokens: string[]) {
      const counts = { fetches: 0, logouts: 0 };
      const tokenManager = createTokenManager({
        now: () => 0,
        fetchToken: async () => {
          counts.fetches += 1;
          return tokens.shift() ?? 'stale-token';
        },
        onLogout: () => {
          counts.logouts += 1;
        },
      });
      tokenManager.signedIn('user-1');
      guarded.calls = 0;
      guarded.seen = [];
      return { tokenManager, counts };
    }

    it('refreshes the token and retries after Incorrect token', async () => {
      const { tokenManager, counts } = session(['stale-token', FRESH_TOKEN]);
      const api = createApiClient({ baseUrl, tokens: tokenManager });
      const answer = await api.request('/guarded', {
        method: 'POST',
        body: { a: 1 },
        schema: Guarded,
      });
      expect(answer).toEqual({ success: true, uid: 'user-1', got: { a: 1 } });
      expect(guarded.seen).toEqual(['stale-token', FRESH_TOKEN]);
      expect(counts).toEqual({ fetches: 2, logouts: 0 });
    });

    it('gives up after 2 retries and logs out', async () => {
      const { tokenManager, counts } = session([]);
      const api = createApiClient({ baseUrl, tokens: tokenManager });
      const error = await api
        .request('/guarded', { method: 'POST', body: {}, schema: Guarded })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, errorMessage: 'Incorrect token' });
      expect(guarded.calls).toBe(3);
      expect(counts).toEqual({ fetches: 3, logouts: 1 });
    });

    it('merges the session headers over the extra headers', async () => {
      const { tokenManager } = session([FRESH_TOKEN]);
      const api = createApiClient({
        baseUrl,
        headers: () => ({ uid: 'someone-else', idToken: 'old' }),
        tokens: tokenManager,
      });
      const answer = await api.request('/guarded', { method: 'POST', body: {}, schema: Guarded });
      expect(answer.uid).toBe('user-1');
      expect(guarded.calls).toBe(1);
    });

    it('does not retry other failures', async () => {
      const { tokenManager, counts } = session([FRESH_TOKEN]);
      const api = createApiClient({ baseUrl, tokens: tokenManager });
      await expect(api.request('/failure', { schema: Value })).rejects.toThrow('Invalid items');
      expect(counts).toEqual({ fetches: 1, logouts: 0 });
    });
  });
});

import { request } from 'node:http';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 13 item 2: the identity provider (/api/auth/*) gets the API's input layer too.

const NUL = String.fromCharCode(0);

/**
 * Streams up to `total` bytes of a sign-up body without a Content-Length, and stops as soon
 * as the answer comes: how many bytes went out by then shows the server did not wait for all.
 */
function streamSignUp(url: string, total: number) {
  return new Promise<{ status: number; body: string; sent: number }>((done, fail) => {
    let sent = 0;
    let answered = false;
    const req = request(
      `${url}/api/auth/sign-up/email`,
      { method: 'POST', headers: { 'content-type': 'application/json', origin: url } },
      (res) => {
        answered = true;
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          done({ status: res.statusCode ?? 0, body, sent });
        });
      },
    );
    req.on('error', (error) => (answered ? undefined : fail(error)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = (): void => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end('"}');
    };
    req.write('{"name":"');
    pump();
  });
}

describe(`the identity provider's input layer (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const signUp = (body: unknown, init: RequestInit = {}) =>
    new TestClient(server.url).fetch('/api/auth/sign-up/email', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    });
  const person = (n: number) => ({
    name: 'Pat Person',
    email: `pat${n}@example.com`,
    password: 'a-long-password-1',
  });

  it('refuses a 5 MB sign-up body with 413 in the JSON error shape', async () => {
    const res = await signUp({ ...person(1), name: 'x'.repeat(5 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a streamed body without a length before it has all arrived', async () => {
    const total = 50 * 1024 * 1024;
    const { status, body, sent } = await streamSignUp(server.url, total);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(sent).toBeLessThan(total / 10);
  });

  it('refuses NUL bytes in the URL and in the body', async () => {
    const inBody = await signUp({ ...person(2), name: `a${NUL}b` });
    expect(inBody.status).toBe(400);
    expect(await inBody.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const inUrl = await new TestClient(server.url).fetch('/api/auth/get-session?x=%00');
    expect(inUrl.status).toBe(400);
  });

  it('bounds the name and the e-mail address', async () => {
    const name = await signUp({ ...person(3), name: 'n'.repeat(201) });
    expect(name.status).toBe(400);
    expect(((await name.json()) as { errorMessage: string }).errorMessage).toMatch(/^name: /);
    const email = await signUp({ ...person(4), email: `${'e'.repeat(250)}@example.com` });
    expect(email.status).toBe(400);
  });

  it('still signs people up and in', async () => {
    expect((await signUp(person(5))).status).toBe(200);
    const client = new TestClient(server.url);
    expect((await client.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    await client.refreshToken();
    expect(client.idToken).toBeTruthy();
  });

  it('answers bad input on every sign-in path with a 4xx, never a 5xx', async () => {
    const paths = [
      'sign-up/email',
      'sign-in/email',
      'sign-in/magic-link',
      'request-password-reset',
      'reset-password',
      'sign-in/anonymous',
      'update-user',
      'change-email',
      'change-password',
      'sign-out',
    ];
    const bodies: [string, string][] = [
      ['application/json', '{"email":'],
      ['application/json', '[]'],
      ['application/json', 'null'],
      ['application/json', '"x"'],
      ['application/json', '{"email":123,"password":{},"name":[]}'],
      ['application/json', '{"email":"a@b.co","password":"x","callbackURL":"//evil.example"}'],
      ['application/json', `{"email":"a@b.co","password":"${'p'.repeat(10_000)}"}`],
      ['application/json', `{"a":${'['.repeat(3000)}${']'.repeat(3000)}}`],
      ['application/json', '{"email":"a@b.co","token":2147483648,"newPassword":1e400}'],
      ['text/plain', '{"email":"a@b.co"}'],
      ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
      ['multipart/form-data', '--x\r\n'],
    ];
    const found: string[] = [];
    for (const path of paths) {
      for (const [type, body] of bodies) {
        const res = await new TestClient(server.url).fetch(`/api/auth/${path}`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        });
        if (res.status >= 500) found.push(`${path} ${type} ${body.slice(0, 30)}: ${res.status}`);
      }
    }
    expect(found).toEqual([]);
  });

  // Issue 35 item 13: any GET sent as JSON answered a plain-text 500.
  it('hands a GET or HEAD sent as JSON on, with or without a body', async () => {
    const client = new TestClient(server.url);
    await client.post('/api/auth/sign-in/anonymous', {});
    const json = { 'content-type': 'application/json' };
    const token = await client.fetch('/api/auth/token', { headers: json });
    expect(token.status).toBe(200);
    expect(await token.json()).toMatchObject({ token: expect.any(String) });
    const found: string[] = [];
    for (const path of ['token', 'get-session', 'jwks', 'ok', 'list-sessions', 'verify-email']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await new TestClient(server.url).fetch(`/api/auth/${path}`, {
          method,
          headers: json,
        });
        const type = res.headers.get('content-type') ?? '';
        if (res.status >= 500 || (method === 'GET' && !type.includes('application/json'))) {
          found.push(`${method} ${path}: ${res.status} ${type}`);
        }
      }
    }
    const body = '{"email":"a@b.co"}';
    const withBody = await new Promise<string>((resolve, reject) => {
      const headers = { ...json, 'content-length': String(body.length) };
      const req = request(`${server.url}/api/auth/get-session`, { method: 'GET', headers });
      req.once('response', (res) => {
        let answer = '';
        res.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        res.on('end', () => resolve(`${res.statusCode} ${res.headers['content-type']} ${answer}`));
      });
      req.once('error', reject);
      req.end(body);
    });
    expect({ found, withBody }).toEqual({ found: [], withBody: '200 application/json null' });
  });
});

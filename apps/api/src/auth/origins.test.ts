import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { refusedOriginMessage } from './origins.ts';

const PASSWORD = 'correct horse battery';

// issue 13: at http://127.0.0.1:3000 sign-up and sign-in failed with 403 INVALID_ORIGIN
// while PUBLIC_URL named localhost.
describe(`sign-in from a configured address (${testDriver()})`, () => {
  let server: TestServer;
  let smtp: SmtpSink;
  let publicUrl: string;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      smtpUrl: smtp.url,
      publicUrl: (port) => `http://localhost:${port}`,
      trustedOrigins: (port) => [`http://127.0.0.1:${port}`],
    });
    publicUrl = server.services.config.baseUrl;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('signs up and in at 127.0.0.1 while PUBLIC_URL is localhost', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const client = new TestClient(server.url);
    const since = smtp.mails.length;
    const signUp = await client.post('/api/auth/sign-up/email', {
      email: 'loopback@example.com',
      password: PASSWORD,
      name: 'Loop Back',
      callbackURL: '/auth/login',
    });
    expect(signUp.status).toBe(200);
    const link = linkIn(await smtp.next('loopback@example.com', since), '/api/auth/verify-email');
    // Links in mail name PUBLIC_URL.
    expect(link.startsWith(`${publicUrl}/`)).toBe(true);
    await client.follow(link.replace(publicUrl, server.url));

    const again = new TestClient(server.url);
    const signIn = await again.signIn('loopback@example.com', PASSWORD);
    expect(signIn.status).toBe(200);
    expect(again.uid).toBeTruthy();
  });

  it('refuses an untrusted origin with a message saying what to set', async () => {
    const origin = 'http://192.168.1.20:3000';
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'loopback@example.com', password: PASSWORD }),
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { code: string; message: string };
    expect(body).toEqual({
      code: 'INVALID_ORIGIN',
      message: refusedOriginMessage(origin, publicUrl),
      reason: 'auth.untrustedOrigin',
      params: { origin, url: publicUrl },
    });
    expect(body.message).toBe(
      `This address (${origin}) is not a trusted origin of this server: add it to TRUSTED_ORIGINS or open ${publicUrl}`,
    );
  });
});

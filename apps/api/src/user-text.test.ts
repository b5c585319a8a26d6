import { join } from 'node:path';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptMail } from './billing/receipt.ts';
import { createMetrics } from './metrics.ts';
import { withPageApi } from './page-api.ts';
import { repoRoot } from './paths.ts';
import { createServerApp } from './server.ts';
import { linkIn, startSmtpSink, type SmtpSink } from './testing/smtp-sink.ts';
import { TestClient } from './testing/test-client.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';
import { loadWebHandler } from './web.ts';

// issue 13 item 4: user text is never rendered as HTML.
const HOSTILE = '<img src=x onerror=alert(1)>';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';

describe('mails escape what they quote', () => {
  it('writes an order line as text in the receipt', () => {
    const mail = receiptMail({
      to: 'buyer@example.com',
      paymentId: 'pay_1',
      items: [HOSTILE],
      amount: '29.00 EUR',
      invoiceUrl: 'https://studio.example.com/invoice?a=1&b=2',
      test: false,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(ESCAPED);
    expect(mail.html).toContain('href="https://studio.example.com/invoice?a=1&amp;b=2"');
  });
});

// Needs the web build (`npm run build`), as the process itself does.
describe(`a hostile name through sign-up, a mail and a page (${testDriver()})`, () => {
  let server: TestServer;
  let smtp: SmtpSink;
  let app: ReturnType<typeof createServerApp>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ smtpUrl: smtp.url });
    const web = await loadWebHandler(join(repoRoot(), 'apps', 'web', 'build'));
    app = createServerApp({
      services: server.services,
      metrics: createMetrics(),
      web: withPageApi(web, server.services),
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('keeps the name as text everywhere it shows', async () => {
    const email = 'hostile@example.com';
    const client = new TestClient(server.url);
    const since = smtp.mails.length;
    const signUp = await client.post('/api/auth/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: HOSTILE,
    });
    expect(signUp.status).toBe(200);

    const mail = await smtp.next(email, since);
    expect(mail.text).not.toContain('<img');
    await client.follow(linkIn(mail, '/api/auth/verify-email'));
    await client.refreshToken();
    const created = await client.apiPost('/user', { uid: client.uid, email, name: HOSTILE });
    expect(await created.json()).toEqual({ success: true, new: true });
    const details = (await (await client.api('/user/details')).json()) as {
      user: { displayName: string };
    };
    // Stored as given: escaping is the renderer's job, not the database's.
    expect(details.user.displayName).toBe(HOSTILE);

    const page = await app.request('/app', { headers: { cookie: client.cookieHeader() } });
    expect(page.status).toBe(200);
    const html = await page.text();
    // The dashboard's welcome names the person.
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${ESCAPED.replace(/[()]/g, '\\$&')}[^<]*</h1>`));
    // Not in the markup, and not in the page's data scripts either.
    expect(html).not.toContain('<img src=x');
  });
});

import { connect } from 'node:net';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { JSON_BODY_LIMIT_BYTES } from './body-limit.ts';

/** One raw HTTP/1.1 exchange: headers and the first part of a body the server refuses. */
function refusedUnread(server: TestServer, declared: number) {
  const { port } = new URL(server.url);
  return new Promise<{ head: string; closed: boolean }>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => resolve({ head: answer.split('\r\n\r\n')[0] ?? '', closed: true }));
    socket.write(
      [
        'POST /api/checkout/quote HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${declared}`,
        'Connection: keep-alive',
        '',
        '{"x":"',
      ].join('\r\n'),
    );
  });
}

describe(`body limit (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // A keep-alive client that sent a too-large body got 413, then its next request on the
  // same connection failed ('other side closed'): the server drops a connection whose
  // body it did not read, so the answer must say so.
  it('answers 413 with Connection: close and closes the connection', async () => {
    const { head, closed } = await refusedUnread(server, JSON_BODY_LIMIT_BYTES * 3);
    expect(head).toMatch(/^HTTP\/1\.1 413/);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(closed).toBe(true);
  });
});

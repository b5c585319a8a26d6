// A second baseline: the bare Hono app of hello-server.mjs answering GET / with the bytes and
// headers of a page the product served (PAGE_FILE, HEADERS_FILE), what a server that did
// nothing but send them would manage on this machine.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const body = readFileSync(process.env.PAGE_FILE);
const headers = JSON.parse(readFileSync(process.env.HEADERS_FILE, 'utf8'));
const app = new Hono();
app.get('/', (c) => c.body(body, 200, headers));
app.get('/api/health', (c) => c.json({ success: true, status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () =>
  process.stdout.write('ready\n'),
);

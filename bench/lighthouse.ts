// Lighthouse (mobile emulation, the default form factor) on /, /pricing, /es, /de/blog of the built
// server, and the JavaScript the home page ships, gzip-compressed. Targets (issue 7):
// performance, accessibility, SEO, best practices >= 95; JavaScript <= 120 KB gzip.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startServer } from './support/servers.ts';

const PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '/,/pricing,/es,/de/blog').split(',');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * Every script the page loaded (Lighthouse's network log: the entry, the modulepreloaded
 * route chunks and anything imported later), fetched again and gzipped (level 9) as a CDN
 * would; inline scripts (the loader data) are HTML, not counted here.
 */
async function scriptBytes(items: NetworkItem[]) {
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const files: { file: string; raw: number; gzip: number }[] = [];
  for (const s of scripts) {
    const body = Buffer.from(await (await fetch(s.url)).arrayBuffer());
    files.push({
      file: new URL(s.url).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
  const sum = (key: 'raw' | 'gzip') => files.reduce((n, f) => n + f[key], 0) / 1024;
  return { count: files.length, rawKb: sum('raw'), gzipKb: sum('gzip'), files };
}

const server = await startServer(join(root, 'apps/api/dist/main.js'), { LOG_LEVEL: 'warn' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  const rows = [];
  for (const path of PAGES) {
    const url = `${server.url}${path}`;
    await fetch(url); // warm the server's caches
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const items = ((audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
      []) as NetworkItem[];
    const js = await scriptBytes(items);
    const document = items.find((i) => i.resourceType === 'Document');
    console.log(`${path} scripts, KB gzip (level 9) / raw, largest first:`);
    for (const f of js.files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${(f.gzip / 1024).toFixed(1).padStart(6)} ${(f.raw / 1024).toFixed(1).padStart(7)}  ${f.file}`,
      );
    }
    if (document?.transferSize) {
      console.log(`${path} HTML transfer: ${(document.transferSize / 1024).toFixed(1)} KB`);
    }
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      'best-practices': score('best-practices'),
      'JS files': js.count,
      'JS KB gzip': Number(js.gzipKb.toFixed(1)),
      'JS KB raw': Number(js.rawKb.toFixed(1)),
      'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    });
    // What keeps a category under 100, so the figures can be acted on.
    for (const id of ['performance', 'accessibility', 'seo', 'best-practices']) {
      const failing = (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9)
        .map((a) => `${a!.id} (${a!.displayValue ?? Math.round((a!.score ?? 0) * 100)})`);
      if (failing.length) console.log(`${path} ${id}: ${failing.join(', ')}`);
    }
    for (const audit of Object.values(audits)) {
      const details = audit.details as
        | { type?: string; overallSavingsMs?: number; items?: { node?: { snippet?: string } }[] }
        | undefined;
      if (details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) >= 100) {
        console.log(
          `${path} opportunity: ${audit.id}, about ${Math.round(details.overallSavingsMs!)} ms`,
        );
      }
      if (audit.score === 0 && Array.isArray(details?.items)) {
        const nodes = details.items.flatMap((i) => (i.node?.snippet ? [i.node.snippet] : []));
        if (nodes.length) console.log(`${path} ${audit.id}: ${nodes.slice(0, 8).join('\n  ')}`);
      }
    }
  }
  console.log('\nLighthouse 12, mobile emulation (simulated throttling), built server');
  console.table(rows);
} finally {
  await chrome.kill();
  await server.stop();
}

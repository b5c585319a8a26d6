// Issue 35 item 4, issue 41 item 3 (decision 069): what 20 parallel 40-megapixel uploads
// cost a server: the growth of its resident memory over its rest, and how long the last one
// waits. Each server is new (no demo gallery, whose model is submitted), signed in and
// warmed by two requests first (the face model loads with the first), so the growth is the
// burst's own.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { samplePath } from '@hs/imaging/sample-images';
import { root, startServer } from './servers.ts';

const DEMO = { email: 'user@demo.example.com', password: 'demo-headshots-2026' };
const BURST = 20;

export interface BurstFigures {
  /** Resident memory of the server (and what it started) at rest before the burst, MB. */
  restMb: number;
  /** Its highest resident memory during the burst, less `restMb`. */
  growthMb: number;
  /** One upload alone, warm, ms. */
  aloneMs: number;
  /** When the last of the burst was answered, ms after they were all sent. */
  lastMs: number;
}

/** A 7744 x 5160 JPEG (40.0 megapixels) of the first sample person. */
export function fortyMegapixelJpeg(): Promise<Buffer> {
  return sharp(samplePath(1)).resize(7744, 5160).jpeg({ quality: 85 }).toBuffer();
}

function highWaterMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function signIn(url: string) {
  const signedIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(DEMO),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (
    await fetch(`${url}/api/auth/token`, { headers: { cookie } })
  ).json()) as { token: string };
  const session = (await (
    await fetch(`${url}/api/auth/get-session`, { headers: { cookie } })
  ).json()) as {
    user: { id: string };
  };
  return { uid: session.user.id, idToken: token };
}

/** A 6300 x 6300 PNG of one colour, about 130 KB: the review's face-detection bomb. */
export function floodPng(): Promise<Buffer> {
  const create = { width: 6300, height: 6300, channels: 3, background: '#88aacc' } as const;
  return sharp({ create }).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The burst against a new server started with `env` (e.g. IMAGE_DECODE_CONCURRENCY), to
 * `POST /api/image/upload` or to `POST /api/image/face/detect`.
 */
export async function uploadBurst(
  photo: Buffer,
  {
    env = {},
    route = 'upload',
  }: { env?: Record<string, string>; route?: 'upload' | 'face/detect' } = {},
): Promise<BurstFigures> {
  const server = await startServer(`${root}/apps/api/dist/main.js`, {
    LOG_LEVEL: 'warn',
    SEED_DEMO_GALLERY: 'false',
    ...env,
  });
  try {
    const headers = await signIn(server.url);
    const started = await fetch(`${server.url}/api/onboarding/start`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    const { modelId } = ((await started.json()) as { data: { modelId: string } }).data;
    const upload = async () => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(photo)]), 'big');
      if (route === 'upload') form.append('modelId', modelId);
      const t = performance.now();
      const res = await fetch(`${server.url}/api/image/${route}`, {
        method: 'POST',
        headers,
        body: form,
      });
      // The same photo twice is refused as a duplicate after its check: decoded all the same.
      if (res.status !== 200) throw new Error(`upload answered ${res.status}`);
      await res.arrayBuffer();
      return performance.now() - t;
    };
    await upload();
    const aloneMs = await upload();
    await new Promise((r) => setTimeout(r, 2000));
    const restMb = server.treeRssMb();
    // Linux: writing 5 to clear_refs starts the peak (VmHWM) over, so it is the burst's.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    let peakMb = restMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, server.treeRssMb())), 25);
    const times = await Promise.all(Array.from({ length: BURST }, upload));
    clearInterval(sampler);
    peakMb = Math.max(peakMb, server.treeRssMb(), highWaterMb(server.pid));
    return { restMb, growthMb: peakMb - restMb, aloneMs, lastMs: Math.max(...times) };
  } finally {
    await server.stop();
  }
}

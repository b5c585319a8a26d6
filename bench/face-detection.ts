// Face detection and the training-photo upload check, in one process as the api runs them:
// detectFaces in 'fast' and 'accurate' mode on the six face-api demo photos at 1024 px, then
// processTrainingPhoto end to end on uploads, and 15 uploads in a row (one user's set).
// BENCH_RECALL=1 also counts faces found in single-person crops at several face sizes.
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { faceApiRuntime } from '@hs/imaging/face-api-runtime';
import { detectFaces, type DetectionMode, type FaceBox } from '@hs/imaging/face-detector';
import { processTrainingPhoto } from '@hs/imaging/process-photo';
import type { RawImage } from '@hs/imaging/raw-image';
import {
  halfBodyJpeg,
  readSample,
  SAMPLE_NUMBERS,
  samplePath,
  selfieJpeg,
} from '@hs/imaging/sample-images';

const RUNS = Number(process.env.BENCH_RUNS ?? 36);
const MODES: DetectionMode[] = ['fast', 'accurate'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Runs `task` `runs` times over `inputs` in turn; p50 and p95 in ms. */
async function measure<T>(inputs: T[], runs: number, task: (input: T) => Promise<unknown>) {
  for (const input of inputs) await task(input); // warm-up: model load, wasm kernels
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task(inputs[i % inputs.length] as T);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { runs, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function at1024(n: (typeof SAMPLE_NUMBERS)[number]): Promise<RawImage> {
  const { data, info } = await sharp(samplePath(n))
    .resize({ width: 1024 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

function iou(a: FaceBox, b: FaceBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const inter = Math.max(0, w) * Math.max(0, h);
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/** Of each demo face (SSD on the full photo), square crops where the face is `share` wide. */
async function recall(shares: number[]) {
  const found: Record<string, Record<string, string>> = {};
  for (const n of SAMPLE_NUMBERS) {
    const photo = await readSample(n);
    const { width, height } = await sharp(photo).metadata();
    for (const { box } of await detectFaces(photo, { mode: 'accurate', minScore: 0.7 })) {
      for (const share of shares) {
        const side = Math.round(Math.min(Math.max(box.width, box.height) / share, width, height));
        const left = Math.round(
          Math.min(Math.max(box.x + box.width / 2 - side / 2, 0), width - side),
        );
        const top = Math.round(
          Math.min(Math.max(box.y + box.height / 2 - side / 2, 0), height - side),
        );
        const crop = await sharp(photo)
          .extract({ left, top, width: side, height: side })
          .toBuffer();
        const truth = { ...box, x: box.x - left, y: box.y - top };
        for (const mode of MODES) {
          const [largest] = await detectFaces(crop, { mode, withDescriptors: false });
          const row = (found[`${mode}`] ??= {});
          const [hits = 0, all = 0] = (row[`face ${share * 100}% wide`] ?? '0/0')
            .split('/')
            .map(Number);
          const hit = largest !== undefined && iou(largest.box, truth) > 0.4;
          row[`face ${share * 100}% wide`] = `${hits + (hit ? 1 : 0)}/${all + 1}`;
        }
      }
    }
  }
  return found;
}

const samples = await Promise.all(SAMPLE_NUMBERS.map(at1024));
const uploads = [
  ...(await Promise.all(SAMPLE_NUMBERS.map(readSample))), // 1920 px group photos: body shots
  await selfieJpeg(1400), // head crop
  await halfBodyJpeg(), // body shot
];

const rows: Record<string, { runs: number; 'p50 ms': number; 'p95 ms': number }> = {};
for (const mode of MODES) {
  const r = await measure(samples, RUNS, (image) => detectFaces(image, { mode }));
  const what = mode === 'fast' ? 'tiny 416+160 + tiny landmarks' : 'SSD + landmarks + descriptor';
  rows[`detectFaces ${mode} (${what})`] = { runs: r.runs, 'p50 ms': r.p50, 'p95 ms': r.p95 };
}
const upload = await measure(uploads, RUNS, (bytes) =>
  processTrainingPhoto(bytes, { fullBodySlotsLeft: 3 }),
);
rows['processTrainingPhoto (1920 px JPEG uploads)'] = {
  runs: upload.runs,
  'p50 ms': upload.p50,
  'p95 ms': upload.p95,
};

const started = performance.now();
for (let i = 0; i < 15; i++) {
  await processTrainingPhoto(uploads[i % uploads.length] as Buffer, { fullBodySlotsLeft: 3 });
}
const fifteen = performance.now() - started;

const { tf } = await faceApiRuntime();
console.log(`\nface detection: ${RUNS} timed runs each after a warm-up, one process, tfjs wasm`);
console.table(
  Object.fromEntries(
    Object.entries(rows).map(([name, r]) => [
      name,
      { runs: r.runs, 'p50 ms': Math.round(r['p50 ms']), 'p95 ms': Math.round(r['p95 ms']) },
    ]),
  ),
);
console.log(`15 uploads in a row: ${(fifteen / 1000).toFixed(2)} s`);
console.log(
  `memory: rss ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB, ` +
    `tfjs ${tf.memory().numTensors} tensors / ${Math.round(tf.memory().numBytes / 2 ** 20)} MB, ` +
    `load average ${loadavg()[0]?.toFixed(1)}`,
);

if (process.env.BENCH_RECALL === '1') {
  console.log('\nlargest face found (IoU > 0.4 with SSD on the full photo), single-face crops');
  console.table(await recall([0.35, 0.5, 0.7, 0.9]));
}

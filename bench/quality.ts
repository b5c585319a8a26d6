// Quality of the local engine on four people it was not tuned on (issue 15 item 7): the
// sample people of packages/engine/fixtures/people, one photo of each held out. Per person
// a package of 10 styles (the 8 seeded and 2 more: an image backdrop and a branding colour)
// is generated, timed, and measured on the outputs' own pixels, side by side with the raw
// uploads as the baseline:
// - distinct sources used, near-duplicate pairs (difference hash, NEAR_COPY_MAX_BITS);
// - framing: eye line 30-40% from the top and real head width (person mask with hair) 35-50%
//   of the width, with headroom; hair touching the top edge;
// - edge contamination: share of the person's outline band (segmentation on the output) whose
//   colour is no mix of the intended backdrop and the person's own colours nearby, i.e. the
//   old background showing as halos, fringes or patches (measure.ts edgeContamination);
// - identity distance to the held-out photo; seconds per photo.
// Writes one contact sheet per person to bench/output/quality-<person>.png, and a detail
// sheet of heads at full size (hair edges, ears) to bench/output/quality-<person>-detail.png.
// BENCH_PER_STYLE (default 10) and BENCH_PEOPLE (default abcd) shorten a run.
import { STYLES } from '@hs/db/seed-data/styles';
import { hammingDistance, NEAR_COPY_MAX_BITS } from '@hs/domain/near-duplicate';
import {
  NoUsablePhotoError,
  type GeneratedImage,
  type SourcePhoto,
  type StyleSpec,
} from '@hs/engine/engine';
import { createIdentityScorer } from '@hs/engine/identity';
import { backdropPixels } from '@hs/engine/local/backdrop';
import { createLocalEngine } from '@hs/engine/local/local-engine';
import {
  contaminationOver,
  EDGE_CONTAMINATION_MAX,
  EDGE_PATCH_MAX_PX,
  edgeContamination,
  type EdgeContamination,
  headInRange,
  measureHead,
  type MeasuredHead,
} from '@hs/engine/local/measure';
import { segmentPerson } from '@hs/engine/local/segmentation';
import { differenceHash } from '@hs/engine/perceptual-hash';
import { PEOPLE, samplePerson, type PersonKey } from '@hs/engine/testing/people';
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import sharp from 'sharp';

const PER_STYLE = Number(process.env.BENCH_PER_STYLE ?? 10);
const ONLY = (process.env.BENCH_PEOPLE ?? PEOPLE.join('')).split('') as PersonKey[];
const THUMB = { width: 120, height: 150 };
const DETAIL = 360;

const studioImage = await sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1280"><defs><radialGradient id="g" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#8a8f98"/><stop offset="1" stop-color="#2b2f36"/></radialGradient></defs><rect width="1024" height="1280" fill="url(#g)"/></svg>',
  ),
)
  .png()
  .toBuffer();

const styles: StyleSpec[] = [
  ...STYLES.map((s) => ({ id: s.id, backdrop: s.backdrop })),
  { id: 'studio-image', backdrop: { kind: 'image', colors: [], image: studioImage } },
  { id: 'brand-colour', backdrop: { kind: 'solid', colors: ['#7c3aed'] } },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  if (s.length === 0) return NaN;
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};
const signed = (x: number) => {
  const r = Math.round(x * 100) / 100;
  return `${r > 0 ? '+' : ''}${(r === 0 ? 0 : r).toFixed(2)}`;
};
const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(0)}%` : '-');
const range = (xs: number[]) =>
  xs.length ? `${Math.min(...xs).toFixed(2)}..${Math.max(...xs).toFixed(2)}` : '-';

interface Measured {
  head: MeasuredHead | null;
  hash: string;
  distance: number | null;
  /** The outline band's off-colour measure; null for uploads (no backdrop). */
  contamination: EdgeContamination | null;
}

const scorer = createIdentityScorer();
const backdrops = new Map<string, Buffer>();

async function measure(
  bytes: Buffer,
  reference: Awaited<ReturnType<typeof scorer.reference>>,
  style?: StyleSpec,
): Promise<Measured> {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = (await segmentPerson(data, info.width, info.height)).data;
  const head = await measureHead({ data, width: info.width, height: info.height }, mask);
  let contamination: EdgeContamination | null = null;
  if (style) {
    const key = `${style.id}:${info.width}x${info.height}`;
    let expected = backdrops.get(key);
    if (!expected) {
      expected = await backdropPixels(style.backdrop, info.width, info.height);
      backdrops.set(key, expected);
    }
    contamination = edgeContamination(data, expected, mask, info.width, info.height);
  }
  return {
    head,
    hash: await differenceHash(bytes),
    distance: await scorer.distance(bytes, reference),
    contamination,
  };
}

function nearPairs(items: { hash: string; style?: string }[]) {
  let all = 0;
  let sameStyle = 0;
  const which: string[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!;
      const b = items[j]!;
      if (hammingDistance(a.hash, b.hash) > NEAR_COPY_MAX_BITS) continue;
      all++;
      if (a.style === b.style) sameStyle++;
      which.push(`${a.style ?? i}~${b.style ?? j} (${hammingDistance(a.hash, b.hash)} bits)`);
    }
  }
  return { all, sameStyle, which };
}

function row(
  ms: Measured[],
  extra: {
    sources: string;
    nearPairs: string;
    seconds: string;
    cpu: string;
    /** Each output's identity distance minus its source upload's (paired). */
    versusSource?: number[];
  },
) {
  const heads = ms.flatMap((m) => (m.head ? [m.head] : []));
  const distances = ms.flatMap((m) => (m.distance === null ? [] : [m.distance]));
  const contaminations = ms.flatMap((m) => (m.contamination === null ? [] : [m.contamination]));
  return {
    n: ms.length,
    sources: extra.sources,
    'near pairs (style)': extra.nearPairs,
    'framed in range': pct(heads.filter(headInRange).length, ms.length),
    'eye line': range(heads.map((h) => h.eyeLine)),
    'real head': range(heads.map((h) => h.headShare)),
    'hair at top': pct(heads.filter((h) => h.touchesTop).length, ms.length),
    'no face': ms.length - heads.length,
    contaminated: contaminations.length
      ? `${pct(contaminations.filter((c) => contaminationOver(c)).length, contaminations.length)} (median ${(100 * median(contaminations.map((c) => c.share))).toFixed(1)}%, patch max ${Math.max(...contaminations.map((c) => c.largestPatch)).toFixed(0)} px)`
      : '-',
    'identity median/max': distances.length
      ? `${median(distances).toFixed(2)}/${Math.max(...distances).toFixed(2)}`
      : '-',
    'identity vs its upload': extra.versusSource?.length
      ? `${signed(median(extra.versusSource))}/${signed(Math.max(...extra.versusSource))}`
      : '-',
    's/photo': extra.seconds,
    'cpu s/photo': extra.cpu,
  };
}

const table: Record<string, ReturnType<typeof row>> = {};
const allUploads: Measured[] = [];
const allOutputs: Measured[] = [];
const allVersusSource: number[] = [];
let totalSeconds = 0;
let totalCpu = 0;
let totalOutputs = 0;
await mkdir('bench/output', { recursive: true });
const engine = createLocalEngine();

for (const key of ONLY) {
  const person = await samplePerson(key);
  const reference = await scorer.reference([person.heldOut]);
  const photos: SourcePhoto[] = person.photos;

  const uploads: Measured[] = [];
  for (const p of photos) uploads.push(await measure(p.bytes, reference));
  const uploadPairs = nearPairs(uploads);
  table[`${key} uploads`] = row(uploads, {
    sources: `${photos.length}`,
    nearPairs: `${uploadPairs.all}`,
    seconds: '-',
    cpu: '-',
  });
  allUploads.push(...uploads);

  const modelId = `bench-quality-${key}`;
  const outputs: { style: StyleSpec; image: GeneratedImage }[] = [];
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let trainSeconds = 0;
  try {
    const trained = await engine.train({ modelId, photos });
    trainSeconds = (performance.now() - started) / 1000;
    // As the generation job does: each style avoids near-copies of the styles before it,
    // whose outputs are hashed as they arrive (counted in the time).
    const avoid: string[] = [];
    for (const style of styles) {
      const images: GeneratedImage[] = [];
      await engine.generate(
        { modelId, trained, photos, style, count: PER_STYLE, avoid: [...avoid] },
        async (image) => {
          images.push(image);
          avoid.push(await differenceHash(image.bytes));
        },
      );
      images.sort((a, b) => a.variant - b.variant);
      outputs.push(...images.map((image) => ({ style, image })));
    }
  } catch (error) {
    if (!(error instanceof NoUsablePhotoError) && !/shows a face/.test(String(error))) throw error;
    // The engine says it cannot make this person's package: no photo fills a
    // head-and-shoulders frame (no padding with close-ups, issue 15 item 1); the product
    // gives such an order back and asks for photos that show the shoulders.
    console.log(`${key}: engine refused: ${(error as Error).message}`);
    table[`${key} refused`] = row([], { sources: '0', nearPairs: '0', seconds: '-', cpu: '-' });
    continue;
  }
  const seconds = (performance.now() - started) / 1000;
  // CPU time of the whole process (every thread: libvips encodes off the main thread): less
  // sensitive than wall time to other work on a shared machine.
  const cpuUsed = process.cpuUsage(cpuStarted);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1e6;
  totalSeconds += seconds;
  totalCpu += cpu;
  totalOutputs += outputs.length;

  const measured = [];
  for (const { style, image } of outputs)
    measured.push(await measure(image.bytes, reference, style));
  const pairs = nearPairs(measured.map((m, i) => ({ hash: m.hash, style: outputs[i]!.style.id })));
  const used = new Set(outputs.map((o) => o.image.sourcePhotoId));
  // Paired: an output against the upload it was made from (the plain medians weigh the
  // sources differently: one that fills more crops gives more outputs).
  const uploadDistance = new Map(photos.map((p, i) => [p.id, uploads[i]?.distance ?? null]));
  const versusSource = measured.flatMap((m, i) => {
    const source = uploadDistance.get(outputs[i]!.image.sourcePhotoId ?? '');
    return m.distance === null || source === null || source === undefined
      ? []
      : [m.distance - source];
  });
  allVersusSource.push(...versusSource);
  console.log(
    `${key}: per style ${styles.map((st) => outputs.filter((o) => o.style.id === st.id).length).join(' ')}` +
      (pairs.which.length ? `; near pairs ${pairs.which.join(', ')}` : ''),
  );
  table[`${key} engine`] = row(measured, {
    sources: `${used.size} of ${photos.length}`,
    nearPairs: `${pairs.all} (${pairs.sameStyle})`,
    seconds: (seconds / Math.max(outputs.length, 1)).toFixed(2),
    cpu: (cpu / Math.max(outputs.length, 1)).toFixed(2),
    versusSource,
  });
  allOutputs.push(...measured);

  // One row per style, the uploads first.
  const columns = Math.max(PER_STYLE, photos.length);
  const tiles = [];
  for (const [i, p] of photos.entries()) {
    tiles.push({
      input: await sharp(p.bytes)
        .resize(THUMB.width, THUMB.height, { fit: 'contain', background: '#ffffff' })
        .png()
        .toBuffer(),
      left: i * THUMB.width,
      top: 0,
    });
  }
  // A style that got fewer photos than asked leaves its row short.
  for (const { style, image } of outputs) {
    tiles.push({
      input: await sharp(image.bytes).resize(THUMB.width, THUMB.height).png().toBuffer(),
      left: image.variant * THUMB.width,
      top: (1 + styles.indexOf(style)) * THUMB.height,
    });
  }
  const file = `bench/output/quality-${key}.png`;
  await sharp({
    create: {
      width: THUMB.width * columns,
      height: THUMB.height * (1 + styles.length),
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(tiles)
    .png()
    .toFile(file);
  // Heads at full size: the first output of a few styles (light, dark, coloured), the top
  // half of the frame around the face.
  const detailTiles = [];
  const detailStyles = ['office-white', 'navy-executive', 'brand-colour', 'warm-beige'];
  for (const [i, id] of detailStyles.entries()) {
    const found = outputs.filter((o) => o.style.id === id).slice(0, 2);
    for (const [j, { image }] of found.entries()) {
      const side = Math.round(image.width * 0.7);
      detailTiles.push({
        input: await sharp(image.bytes)
          .extract({
            left: Math.round((image.width - side) / 2),
            top: Math.round(image.height * 0.05),
            width: side,
            height: side,
          })
          .resize(DETAIL, DETAIL)
          .png()
          .toBuffer(),
        left: i * DETAIL,
        top: j * DETAIL,
      });
    }
  }
  const detail = `bench/output/quality-${key}-detail.png`;
  await sharp({
    create: { width: DETAIL * 4, height: DETAIL * 2, channels: 3, background: '#ffffff' },
  })
    .composite(detailTiles)
    .png()
    .toFile(detail);
  // Training runs once per order, generation once per photo: 100 headshots take the one and
  // 100 times the other's share (a person whose uploads give few photos makes fewer than 100).
  const perPhoto = (seconds - trainSeconds) / Math.max(outputs.length, 1);
  console.log(
    `${key}: ${outputs.length} outputs in ${seconds.toFixed(1)} s (train ${trainSeconds.toFixed(1)} s, then ${perPhoto.toFixed(2)} s a photo; ${cpu.toFixed(1)} s CPU; 100 headshots at this pace: ${(trainSeconds + 100 * perPhoto).toFixed(1)} s); contact sheet ${file}, heads ${detail}`,
  );
}

table['all uploads'] = row(allUploads, { sources: '-', nearPairs: '-', seconds: '-', cpu: '-' });
table['all engine'] = row(allOutputs, {
  sources: '-',
  nearPairs: '-',
  seconds: (totalSeconds / Math.max(totalOutputs, 1)).toFixed(2),
  cpu: (totalCpu / Math.max(totalOutputs, 1)).toFixed(2),
  versusSource: allVersusSource,
});
console.log(
  `\nlocal engine on the sample people, ${styles.length} styles x ${PER_STYLE} per person; baseline: the raw uploads`,
);
console.table(table);
console.log(
  [
    `near pairs: difference hashes at most ${NEAR_COPY_MAX_BITS} bits apart (in brackets: within one style)`,
    'framed in range: eye line 30-40% from the top, real head width (mask with hair, above the mouth) 35-50% of the width, headroom >= 2% of the height',
    `contaminated: outputs with more than ${100 * EDGE_CONTAMINATION_MAX}% of the person's outline band (6 px) off-colour (farther than 30 (RGB) from any mix of the backdrop and the person's colours 10 px inside), or one connected off-colour patch longer than ${EDGE_PATCH_MAX_PX} px along the outline (median: share of the band; patch max: the longest patch)`,
    "identity: distance of the face to the held-out photo (face-api descriptors; same person under 0.6); vs its upload: median/max of an output's distance minus that of the upload it was made from",
    `s/photo: train + generate, wall time (cpu: CPU time of the process, all threads); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${(await import('node:os')).cpus().length} cores`,
  ].join('\n'),
);

// The local generation engine and ranking (issue 5, "Quality and performance"): 100
// headshots of one person (the 8 seeded styles and 2 more, an image backdrop and a
// branding colour, 10 each) from the sample person's 15 stored photos, timed; then the
// 100 ranked against the 15 uploads, timed; then quality measured on the outputs alone:
// identity distance, framing (landmarks found again), backdrop fidelity, NSFW.
// Writes a 10 x 10 contact sheet to bench/output/contact-sheet.png.
import { STYLES } from '@hs/db/seed-data/styles';
import { isSamePerson, SAME_PERSON_THRESHOLD } from '@hs/domain/identity';
import type { GeneratedImage, StyleSpec } from '@hs/engine/engine';
import { createIdentityScorer } from '@hs/engine/identity';
import { backdropPixels } from '@hs/engine/local/backdrop';
import { createLocalEngine, LOCAL_OUTPUT } from '@hs/engine/local/local-engine';
import { measureBackdrop, measureFraming } from '@hs/engine/local/measure';
import { createNsfwClassifier } from '@hs/engine/nsfw';
import { SAMPLE_PERSON_SOURCE, samplePersonPhotos } from '@hs/engine/sample-person';
import { detectFaces } from '@hs/imaging/face-detector';
import { readSample, SAMPLE_NUMBERS } from '@hs/imaging/sample-images';
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import sharp from 'sharp';

const PER_STYLE = 10;
const THUMB = { width: 160, height: 200 };

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
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};
const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(0)}%`;

const photos = await samplePersonPhotos(15);
const uploads = photos.map((p) => p.bytes);
const engine = createLocalEngine();

const outputs: { style: StyleSpec; image: GeneratedImage }[] = [];
const started = performance.now();
const trained = await engine.train({ modelId: 'bench-person', photos });
const trainedAt = performance.now();
for (const style of styles) {
  await engine.generate(
    // The demo person's photos are close-ups (the demo gallery's path).
    { modelId: 'bench-person', trained, photos, style, count: PER_STYLE, closeUps: true },
    async (image) => void outputs.push({ style, image }),
  );
}
const generated = performance.now();

const scorer = createIdentityScorer();
const reference = await scorer.reference(uploads);
const distances: (number | null)[] = [];
for (const { image } of outputs) distances.push(await scorer.distance(image.bytes, reference));
const ranked = performance.now();

/** Everyone else in the demo photos, as 1024 px selfie-like crops: who would pass as her. */
async function otherPeople(): Promise<Buffer[]> {
  const faces: Buffer[] = [];
  for (const n of SAMPLE_NUMBERS) {
    const photo = await readSample(n);
    const { width = 0, height = 0 } = await sharp(photo).metadata();
    for (const { box } of await detectFaces(photo, { mode: 'accurate', withDescriptors: false })) {
      const { x, y } = SAMPLE_PERSON_SOURCE.faceCentre;
      const inside = x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height;
      if (n === SAMPLE_PERSON_SOURCE.sample && inside) continue;
      const side = Math.round(Math.min(box.width * 2, width, height));
      const at = (c: number, size: number) =>
        Math.round(Math.min(Math.max(c - side / 2, 0), size - side));
      const region = {
        left: at(box.x + box.width / 2, width),
        top: at(box.y + box.height / 2, height),
        width: side,
        height: side,
      };
      faces.push(await sharp(photo).extract(region).resize(1024).toBuffer());
    }
  }
  return faces;
}
const others = await Promise.all((await otherPeople()).map((f) => scorer.distance(f, reference)));
const othersFound = others.filter((d): d is number => d !== null);

const nsfw = createNsfwClassifier();
let flagged = 0;
for (const { image } of outputs) if ((await nsfw.classify(image.bytes)).nsfw) flagged++;
const classified = performance.now();

const framings = [];
const fidelity: number[] = [];
const backdrops = new Map<string, Buffer>();
for (const { style, image } of outputs) {
  framings.push(await measureFraming(image.bytes));
  let expected = backdrops.get(style.id);
  if (!expected) {
    expected = await backdropPixels(style.backdrop, image.width, image.height);
    backdrops.set(style.id, expected);
  }
  fidelity.push((await measureBackdrop(image.bytes, expected)).share);
}

const found = distances.filter((d): d is number => d !== null);
const shown = distances.filter((d) => isSamePerson(d));
const inRange = framings.filter((f) => f?.inRange).length;
const eyeLines = framings.flatMap((f) => (f ? [f.eyeLine] : []));
const heads = framings.flatMap((f) => (f ? [f.headShare] : []));
const generateMs = generated - started;

console.log(
  `\nlocal engine, ${outputs.length} headshots of ${LOCAL_OUTPUT.width}x${LOCAL_OUTPUT.height} PNG, ${styles.length} styles, from ${photos.length} photos`,
);
console.table({
  'generate 100 (train + all styles)': {
    value: `${(generateMs / 1000).toFixed(1)} s`,
    target: '<= 60 s',
    detail: `train ${((trainedAt - started) / 1000).toFixed(1)} s, ${(
      (generated - trainedAt) /
      outputs.length
    ).toFixed(
      0,
    )} ms per image after, ${(generateMs / outputs.length).toFixed(0)} ms per image overall`,
  },
  'rank 100 against 15 uploads': {
    value: `${((ranked - generated) / 1000).toFixed(1)} s`,
    target: '<= 20 s',
    detail: `${reference.descriptors.length} reference faces, ${(
      (ranked - generated) /
      outputs.length
    ).toFixed(0)} ms per image`,
  },
  'median identity distance': {
    value: median(found).toFixed(3),
    target: '<= 0.45',
    detail: `max ${Math.max(...found).toFixed(3)}, no face in ${distances.length - found.length}`,
  },
  'hidden (distance > 0.6 or no face)': {
    value: `${distances.length - shown.length}`,
    target: `none shown above ${SAME_PERSON_THRESHOLD}`,
    detail: `max shown ${Math.max(...shown.map(Number)).toFixed(3)}`,
  },
  "other people's faces passing as her": {
    value: `${othersFound.filter((d) => isSamePerson(d)).length} of ${othersFound.length}`,
    target: '0 (face-api descriptors: not guaranteed)',
    detail: `nearest ${Math.min(...othersFound).toFixed(3)}, no face in ${others.length - othersFound.length}`,
  },
  'framing in range (re-detected)': {
    value: pct(inRange, outputs.length),
    target: '100%',
    detail: `eye line ${Math.min(...eyeLines).toFixed(3)}..${Math.max(...eyeLines).toFixed(3)}, head ${Math.min(...heads).toFixed(3)}..${Math.max(...heads).toFixed(3)}, no face ${framings.filter((f) => !f).length}`,
  },
  'backdrop fidelity >= 97%': {
    value: pct(fidelity.filter((f) => f >= 0.97).length, outputs.length),
    target: '>= 97% of outputs',
    detail: `median ${(100 * median(fidelity)).toFixed(1)}%, min ${(100 * Math.min(...fidelity)).toFixed(1)}%`,
  },
  'nsfw flagged': {
    value: `${flagged}`,
    target: '0',
    detail: `${((classified - ranked) / outputs.length).toFixed(0)} ms per image`,
  },
});
console.log(
  `backdrop fidelity: share of pixels where the selfie model on the output sees under 10% person that are within RGB distance 12 of the intended backdrop; load average ${loadavg()[0]?.toFixed(1)}`,
);

await mkdir('bench/output', { recursive: true });
const tiles = await Promise.all(
  outputs.map(({ image }) => sharp(image.bytes).resize(THUMB.width, THUMB.height).png().toBuffer()),
);
await sharp({
  create: {
    width: THUMB.width * 10,
    height: THUMB.height * 10,
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(
    tiles.map((input, i) => ({
      input,
      left: (i % 10) * THUMB.width,
      top: Math.floor(i / 10) * THUMB.height,
    })),
  )
  .png()
  .toFile('bench/output/contact-sheet.png');
console.log('contact sheet: bench/output/contact-sheet.png');

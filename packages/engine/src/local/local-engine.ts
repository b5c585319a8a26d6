// The `local` generation engine (issue 5 item 2; ARCHITECTURE "Generation engines"): on
// the CPU and offline, from the person's own best photos. train() scores every photo and
// cuts the best ones out once; generate() frames, places, grades and lights them per style.
// It cannot change clothing, pose or expression: every output is one of the person's photos.
import {
  CROP_HEAD_SHARE,
  CROP_KINDS,
  frameByHead,
  frameCrop,
  type CropKind,
  type FramingVariant,
  type Point,
  type Rect,
  type Size,
} from '@hs/domain/framing';
import { hammingDistance, isNearCopy, NEAR_COPY_MAX_BITS } from '@hs/domain/near-duplicate';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  assertOutputSize,
  type Backdrop,
  type GeneratedImage,
  type GenerateInput,
  type GenerationEngine,
  NoUsablePhotoError,
  type SourcePhoto,
  type TrainedModel,
  type TrainInput,
} from '../engine.ts';
import { capDetailSize } from '../capabilities.ts';
import { differenceHash } from '../perceptual-hash.ts';
import { backdropPixels, type Rgb } from './backdrop.ts';
import { composeHeadshot } from './compose.ts';
import { contaminationOver, EDGE_CONTAMINATION_MAX, edgeContamination } from './measure.ts';
import { segmentPerson } from './segmentation.ts';
import { gradeFor, styleLight } from './grade.ts';
import { preparePhoto, scorePhoto, showsShoulders, type PreparedPhoto } from './photo-analysis.ts';
import { reachesPerson } from './widen.ts';

export interface LocalEngineOptions {
  /**
   * Output size when a generate() call gives none (GenerateInput.size wins); 1024 x 1280
   * (4:5 portrait, the common profile-photo shape) by default.
   */
  output?: Size;
  /** How many of the best photos outputs are made from (default 8). */
  maxSources?: number;
  /** Trained models kept in memory (default 2, about 40 MB each); others are prepared again. */
  cacheSize?: number;
  /**
   * Outputs whose outline band is off-colour over this share (measure.ts
   * edgeContamination) are dropped; default EDGE_CONTAMINATION_MAX.
   */
  contaminationMax?: number;
}

export const LOCAL_OUTPUT: Size = { width: 1024, height: 1280 };
const HANDLE_VERSION = 'local-v2';
const PNG_COMPRESSION = 6;
// Outputs rendered at once. Each holds about 7 bytes a pixel while it is made (the RGB
// frame, the person's RGBA pixels inside it, then the PNG), plus the style's backdrop
// (3 a pixel) shared by all: 2 at 2048 x 2560 is about 90 MB, at 4096 x 4096 about 280 MB.
// The work is CPU-bound, so more than the cores would only add memory.
const PARALLEL_OUTPUTS = 2;

/** A fast seeded generator (mulberry32) so every output is the same on every run. */
function random(seed: string): () => number {
  let a = createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function handleFor(modelId: string, photos: SourcePhoto[]): string {
  const hash = createHash('sha1');
  for (const p of photos) hash.update(p.id).update(p.bytes);
  return `${HANDLE_VERSION}:${modelId}:${hash.digest('hex').slice(0, 16)}`;
}

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

function meanColour(pixels: Buffer): Rgb {
  const sum = [0, 0, 0];
  let n = 0;
  for (let i = 0; i + 2 < pixels.length; i += 3 * 101) {
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (pixels[i + c] ?? 0);
    n++;
  }
  return sum.map((s) => s / Math.max(n, 1)) as Rgb;
}

/**
 * The fallback's crop of `source` (no photo fills a head-and-shoulders frame): landmark
 * framing inside the photo when it has room, else reaching out over the backdrop.
 */
function fallbackCrop(source: PreparedPhoto, frame: Size, variant: FramingVariant): Rect | null {
  const { eyeLeft, eyeRight, headWidth } = source.geometry;
  const { inner } = source;
  const shift = (p: Point) => ({ x: p.x - inner.left, y: p.y - inner.top });
  const inside = frameCrop({
    eyeLeft: shift(eyeLeft),
    eyeRight: shift(eyeRight),
    headWidth,
    frame,
    variant,
    bounds: inner,
  });
  if (inside.ok) {
    return {
      ...inside.crop,
      left: inside.crop.left + inner.left,
      top: inside.crop.top + inner.top,
    };
  }
  const outside = frameCrop({ eyeLeft, eyeRight, headWidth, frame, variant });
  return outside.ok ? outside.crop : null;
}

/** One distinct photo of a style: a source and a crop (issue 15 item 1). */
export interface Shot {
  source: PreparedPhoto;
  kind: CropKind | 'template';
  share: number;
}

// Below this many real head widths under the eyes (about the mouth) the person may leave
// the frame at its sides: the shoulders (they reach the sides of a head-and-shoulders frame
// 0.55 to 1.25 head widths below the eyes on the sample people: raised or broad shoulders
// reach chin height); above it, beside the hair and ears, nothing may.
const SHOULDERS_BELOW_EYES = 0.4;

// Where the hair runs off the photo's top, the frame's top may cut it this far (real head
// widths) either side of the head's centre: the hair over the skull, not a wall beside it.
const HAIR_CUT_SPAN = 0.6;

/**
 * Whether the cut-out reaches the crop's top edge, or its left or right edge above the
 * shoulders (issue 15 item 2): the head is cut, or the cut-out holds a piece of the old
 * background (a wall, another person, a sign) that runs out of the frame. Such a crop
 * is not used.
 */
export function cutAtFrameEdge(source: PreparedPhoto, crop: Rect): boolean {
  const { rgba, width, height, head } = source;
  if (!head) return true;
  const on = 128;
  const x0 = Math.max(0, Math.ceil(crop.left));
  const x1 = Math.min(width - 1, Math.floor(crop.left + crop.width) - 1);
  const y0 = Math.max(0, Math.ceil(crop.top));
  const shoulders = Math.min(
    height - 1,
    Math.floor(crop.top + crop.height) - 1,
    Math.round(head.eye.y + SHOULDERS_BELOW_EYES * head.width),
  );
  const alphaAt = (x: number, y: number) => rgba[(y * width + x) * 4 + 3] ?? 0;
  // Hair that runs off the photo's top may be cut by the frame's top, over the head only
  // (framing.ts SKULL_ABOVE_EYES keeps the skull inside): elsewhere it is the old background.
  const hairFrom = head.hairCut ? head.centreX - HAIR_CUT_SPAN * head.width : Infinity;
  const hairTo = head.hairCut ? head.centreX + HAIR_CUT_SPAN * head.width : -Infinity;
  for (let x = x0; x <= x1; x++) {
    if (alphaAt(x, y0) >= on && (x < hairFrom || x > hairTo)) return true;
  }
  for (let y = y0; y <= shoulders; y++) {
    if (alphaAt(x0, y) >= on || alphaAt(x1, y) >= on) return true;
  }
  return false;
}

/** The crop of `shot` at `frame`, jittered by `lift` and `shift` (0..1); centred if the
 * jittered one does not fit or the cut-out reaches its edge where it must not. */
function frameShot(shot: Shot, frame: Size, lift: number, shift: number): Rect | null {
  const { head, inner, reach, sides } = shot.source;
  if (!head) return null;
  // A chest-cut portrait may be framed closer as head and shoulders (TIGHT_FRAME).
  const tight = shot.kind === 'head-and-shoulders';
  const at = (bounds: Rect, l: number, s: number) => {
    const crop = frameByHead({ head, frame, bounds, share: shot.share, lift: l, shift: s, tight });
    if (!crop || cutAtFrameEdge(shot.source, crop)) return null;
    // Past the photo's side only where no person runs off it (issue 34: nothing invented).
    return bounds === inner || !reachesPerson(sides, inner, crop) ? crop : null;
  };
  // Inside the photo when it can be; past its sides only when it cannot.
  return (
    at(inner, lift, shift) ?? at(inner, 0.5, 0.5) ?? at(reach, lift, shift) ?? at(reach, 0.5, 0.5)
  );
}

/**
 * Every distinct photo the sources give at `frame`: each crop kind (or the template's one
 * framing) of each source that can fill it, crop kind first so that a style's first photos
 * come from different sources. Sources without a head-and-shoulders frame give none.
 */
export function distinctShots(
  sources: PreparedPhoto[],
  frame: Size,
  templateShare?: number,
): Shot[] {
  const usable = sources.filter((source) =>
    frameShot(
      { source, kind: 'head-and-shoulders', share: CROP_HEAD_SHARE['head-and-shoulders'] },
      frame,
      0.5,
      0.5,
    ),
  );
  const kinds: { kind: Shot['kind']; share: number }[] =
    templateShare === undefined
      ? CROP_KINDS.map((kind) => ({ kind, share: CROP_HEAD_SHARE[kind] }))
      : [{ kind: 'template', share: templateShare }];
  const shots: Shot[] = [];
  for (const { kind, share } of kinds) {
    for (const source of usable) {
      if (frameShot({ source, kind, share }, frame, 0.5, 0.5)) shots.push({ source, kind, share });
    }
  }
  return shots;
}

/** A shot to render, with its preview's difference hash (none in the fallback). */
interface Candidate {
  shot: Shot | PreparedPhoto;
  hash?: string;
  /** The draw its framing and light jitter come from, when not its attempt number. */
  seed?: number;
}

// The fallback's faded portraits are drawn per try; at most this many tries per photo
// asked for, so a style whose photos all come out alike ends short instead of searching on.
const FALLBACK_TRIES_PER_OUTPUT = 3;

/** The draws of shots drawn a second time are numbered from here (far above attempts). */
const SECOND_DRAW = 1_000_000;

/** Shots previewed to choose the one photo of a style that could only copy others'. */
const ALONE_CHOICES = 16;

/** The draws of an `alone` style's extra shots are numbered from here. */
const ALONE_DRAW = 2_000_000;

/** A rendered headshot before encoding: RGB pixels at its size. */
interface Rendered extends Omit<GeneratedImage, 'bytes'> {
  pixels: Buffer;
}

// Outputs are checked for edge contamination at most this wide (the bench's size; the
// measure scales with the width).
const CHECK_WIDTH = 1024;

/**
 * Whether a rendered output's outline shows the old background (issue 15 item 2): the
 * bench's measure (measure.ts edgeContamination) on the output's own segmentation, over
 * its share limit or with one compact off-colour patch longer than EDGE_PATCH_MAX_PX. Outputs wider than CHECK_WIDTH are measured scaled down to it.
 */
async function contaminationCheck(
  style: Backdrop,
  output: Size,
  backdrop: Buffer,
  limit: number,
): Promise<(pixels: Buffer) => Promise<boolean>> {
  const width = Math.min(output.width, CHECK_WIDTH);
  const height = Math.max(1, Math.round((output.height * width) / output.width));
  const scaled = width !== output.width;
  const expected = scaled ? await backdropPixels(style, width, height) : backdrop;
  return async (pixels) => {
    const rgb = scaled
      ? await sharp(pixels, { raw: { ...output, channels: 3 } })
          .resize(width, height, { fit: 'fill' })
          .raw()
          .toBuffer()
      : pixels;
    const mask = (await segmentPerson(rgb, width, height)).data;
    return contaminationOver(edgeContamination(rgb, expected, mask, width, height), limit);
  };
}

/** A small frame of the output's shape, for previews that are only hashed. */
function previewSize(output: Size): Size {
  const width = 256;
  return { width, height: Math.max(1, Math.round((width * output.height) / output.width)) };
}

/** A template's zoom (0 = head and shoulders, 1 = closest) as the real head's share. */
function templateShare(zoom: number): number {
  const z = Math.min(1, Math.max(0, zoom));
  return (
    CROP_HEAD_SHARE.medium + z * (CROP_HEAD_SHARE['head-and-shoulders'] - CROP_HEAD_SHARE.medium)
  );
}

interface Prepared {
  /** Sources that fill a head-and-shoulders frame, best first. */
  usable: PreparedPhoto[];
  /** Only when none does, and only for a caller that takes close-ups (GenerateInput
   * closeUps): faded face portraits (decision 010), prepared on first use. */
  fallback: (signal?: AbortSignal) => Promise<PreparedPhoto[]>;
}

/** The fallback's shot for a variant: a source in turn, the frame drawn per variant. */
function fallbackShot(sources: PreparedPhoto[], styleId: string, variant: number): PreparedPhoto {
  const offset = Math.floor(random(styleId)() * sources.length);
  return sources[(variant + offset) % sources.length] as PreparedPhoto;
}

export function createLocalEngine(options: LocalEngineOptions = {}): GenerationEngine {
  const defaultOutput = options.output ?? LOCAL_OUTPUT;
  assertOutputSize(defaultOutput, 'LocalEngineOptions.output');
  const maxSources = options.maxSources ?? 8;
  const cacheSize = options.cacheSize ?? 2;
  const contaminationMax = options.contaminationMax ?? EDGE_CONTAMINATION_MAX;
  const cache = new Map<string, Promise<Prepared>>();

  async function prepare(photos: SourcePhoto[], signal?: AbortSignal): Promise<Prepared> {
    const scored = [];
    for (const photo of photos) {
      throwIfAborted(signal);
      const s = await scorePhoto(photo);
      if (s) scored.push(s);
    }
    if (scored.length === 0) {
      throw new Error('None of the training photos shows a face the local engine can use.');
    }
    // Best first; equal scores keep the upload order, so the choice is stable. Only photos
    // whose whole head is in the picture and that can fill a head-and-shoulders frame are
    // used (issue 15 item 1): close-ups would only make vignettes.
    const ranked = scored
      .map((s, i) => ({ s, i }))
      .sort((a, b) => b.s.score - a.s.score || a.i - b.i)
      .map(({ s }) => s);
    // Every photo is cut out, then ranked as a photographer would (source-rank.ts: a plain
    // background, a sharp and well exposed face first; issue 34): the upload reading reports
    // the same rank, so the wizard's promise (@hs/domain/distinct-photos) is what is made.
    const cut = [];
    for (const s of scored) {
      throwIfAborted(signal);
      cut.push(await preparePhoto(s));
    }
    const usable = cut
      .map((photo, i) => ({ photo, i }))
      .sort((a, b) => b.photo.score - a.photo.score || a.i - b.i)
      .map(({ photo }) => photo)
      .filter((photo) => distinctShots([photo], LOCAL_OUTPUT).length > 0)
      .slice(0, maxSources);
    if (usable.length > 0) return { usable, fallback: async () => [] };
    // No photo fills a head-and-shoulders frame (a set of tight selfies, the demo's, a free
    // preview's single photo): only a caller that takes close-ups gets the decision 010
    // fallback, faded face portraits; a paid order is given back (issue 15 item 1).
    let closeUps: Promise<PreparedPhoto[]> | undefined;
    const fallback = (asked?: AbortSignal) => {
      closeUps ??= (async () => {
        const withShoulders = ranked.filter(showsShoulders);
        const chosen = (withShoulders.length >= 2 ? withShoulders : ranked).slice(0, maxSources);
        const faded = [];
        for (const s of chosen) {
          throwIfAborted(asked);
          faded.push(await preparePhoto(s, { faded: true }));
        }
        return faded;
      })();
      closeUps.catch(() => (closeUps = undefined));
      return closeUps;
    };
    return { usable: [], fallback };
  }

  function prepared(handle: string, photos: SourcePhoto[], signal?: AbortSignal) {
    let entry = cache.get(handle);
    if (!entry) {
      entry = prepare(photos, signal);
      entry.catch(() => cache.delete(handle));
      cache.set(handle, entry);
      while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
    }
    return entry;
  }

  async function render(
    shot: Shot | PreparedPhoto,
    input: GenerateInput,
    output: Size,
    backdrop: Buffer,
    variant: number,
  ): Promise<Rendered> {
    const next = random(`${input.modelId}|${input.style.id}|${variant}`);
    const look = input.style.look;
    let source: PreparedPhoto;
    let crop: Rect | null;
    if ('source' in shot) {
      source = shot.source;
      crop = frameShot(shot, output, look?.lift ?? next(), look?.shift ?? next());
    } else {
      source = shot;
      // A face photo has no shoulders to fill the frame: frame it closer.
      const zoomDraw = look?.zoom ?? next();
      const zoom = source.shoulders ? zoomDraw : 0.6 + 0.4 * zoomDraw;
      crop = fallbackCrop(source, output, {
        zoom,
        lift: look?.lift ?? next(),
        shift: look?.shift ?? next(),
      });
    }
    const { eyeLeft, eyeRight, headWidth } = source.geometry;
    if (!crop) throw new Error(`cannot frame photo ${source.id}`);
    // The style's light (issue 15 item 4): its colour temperature, key and contrast grade
    // the person; its side places the key light (a template's look wins; a style without a
    // side varies it per photo).
    const styleLit = styleLight(input.style.backdrop, meanColour(backdrop));
    const grade = gradeFor(source.faceMean, styleLit, {
      exposure: next() * 2 - 1,
      warmth: next() * 2 - 1,
    });
    const scale = output.width / crop.width;
    const eye = {
      x: ((eyeLeft.x + eyeRight.x) / 2 - crop.left) * scale,
      y: ((eyeLeft.y + eyeRight.y) / 2 - crop.top) * scale,
    };
    const drawnSide = next() < 0.5 ? -1 : 1;
    const side = look?.lightSide ?? styleLit.side ?? drawnSide;
    const light = {
      x: eye.x + side * headWidth * scale * 0.35,
      y: eye.y - headWidth * scale * (side === 0 ? 0.3 : 0.15),
      sigma: headWidth * scale * (side === 0 ? 1.1 : 0.9),
      // A template's strong light reaches further; otherwise the style's contrast decides,
      // with a little variation per photo.
      strength: look
        ? 0.04 + 0.12 * look.lightStrength
        : 0.03 + 0.12 * styleLit.contrast + 0.02 * next(),
    };
    const pixels = await composeHeadshot(source, crop, output, backdrop, grade, light);
    // One picture per (source, framing) whatever the backdrop (issue 34); the fallback's
    // faded portraits are each framed by their own draw.
    const kind = 'source' in shot ? shot.kind : `close-up-${variant}`;
    return {
      variant,
      pixels,
      ...output,
      sourcePhotoId: source.id,
      distinctKey: `${source.id}:${kind}`,
    };
  }

  async function encode(shot: Rendered): Promise<GeneratedImage> {
    const { pixels, ...image } = shot;
    const bytes = await sharp(pixels, {
      raw: { width: image.width, height: image.height, channels: 3 },
    })
      .png({ compressionLevel: PNG_COMPRESSION })
      .toBuffer();
    return { ...image, bytes };
  }

  return {
    name: 'local',

    async train(input: TrainInput, signal?: AbortSignal): Promise<TrainedModel> {
      const handle = handleFor(input.modelId, input.photos);
      await prepared(handle, input.photos, signal);
      return { handle };
    },

    async generate(input, onImage, signal) {
      // The package's size, else the engine's. Framing, backdrop, light and compositing all
      // work at it; the prepared photos do not depend on it, so one trained model serves all.
      const size = input.size ?? defaultOutput;
      assertOutputSize(size, 'GenerateInput.size');
      // No larger than the photos' detail allows (capabilities.ts, issue 34 item 6).
      const output: Size = capDetailSize(size);
      const { usable, fallback: closeUps } = await prepared(
        input.trained.handle,
        input.photos,
        signal,
      );
      if (usable.length === 0 && !input.closeUps) throw new NoUsablePhotoError();
      const fallback = usable.length === 0 ? await closeUps(signal) : [];
      const look = input.style.look;
      const backdrop = await backdropPixels(input.style.backdrop, output.width, output.height);
      const contaminated = await contaminationCheck(
        input.style.backdrop,
        output,
        backdrop,
        contaminationMax,
      );
      let nextCandidate: (attempt: number, hashes: string[]) => Promise<Candidate | null>;
      /** Starts the candidates over from the first. */
      let restart = () => {};
      /** Gives a candidate whose photo was dropped its second draw, when it has one. */
      let redraw = (_candidate: Candidate) => {};
      const faded = usable.length === 0;
      const preview = previewSize(output);
      const previewBackdrop = await backdropPixels(
        input.style.backdrop,
        preview.width,
        preview.height,
      );
      /** The difference hash of a shot's small preview at a draw. */
      const previewHash = async (shot: Shot | PreparedPhoto, draw: number) => {
        const small = await render(shot, input, preview, previewBackdrop, draw);
        return differenceHash({ data: small.pixels, ...preview, channels: 3 });
      };
      if (faded) {
        // Faded portraits of the sources in turn, each try framed by its own draw; one that
        // would nearly copy a photo delivered or on its way is skipped like a shot below
        // (issue 15 item 1: no padding, decision 054).
        let tries = 0;
        restart = () => {
          tries = 0;
        };
        nextCandidate = async (_attempt, hashes) => {
          while (tries < input.count * FALLBACK_TRIES_PER_OUTPUT) {
            throwIfAborted(signal);
            const seed = tries;
            const shot = fallbackShot(fallback, input.style.id, tries++);
            const hash = await previewHash(shot, seed);
            if (isNearCopy(hash, hashes, NEAR_COPY_MAX_BITS + 2)) continue;
            return { shot, hash, seed };
          }
          return null;
        };
      } else {
        const shots = distinctShots(usable, output, look ? templateShare(look.zoom) : undefined);
        // Each variant is its own (source, crop): never two alike within a style. When the
        // photos give fewer than `count`, fewer are made (no padding with near-copies); the
        // wizard asks for more photos before that can happen (distinctShortfall, @hs/domain/distinct-photos).
        const offset = Math.floor(random(input.style.id)() * Math.max(shots.length, 1));
        // Two shots can still look alike (two crop kinds of one photo on a dark backdrop):
        // each is previewed small and kept only when its difference hash is more than
        // NEAR_COPY_MAX_BITS + 2 (margin for the full-size render) from those delivered
        // (in this style, and the person's other styles: GenerateInput.avoid) or on their
        // way, in a fixed order (deterministic).
        // A shot dropped for its draw (its preview or photo came out like one delivered, or
        // its outline showed the old background) is drawn once more after every shot had its
        // turn: its (source, crop) is still a photo no other is, and another framing and
        // light may keep it apart (the scale-out test's two photos fell a photo short for 8
        // of 100 model ids by one such draw).
        let i = 0;
        let again: Shot[] = [];
        let j = 0;
        let k = 0;
        restart = () => {
          i = 0;
          again = [];
          j = 0;
          k = 0;
        };
        redraw = (candidate) => {
          if (candidate.seed === undefined) again.push(candidate.shot as Shot);
        };
        nextCandidate = async (attempt, hashes) => {
          for (; i < shots.length; i++) {
            throwIfAborted(signal);
            const shot = shots[(i + offset) % shots.length] as Shot;
            const hash = await previewHash(shot, attempt);
            if (isNearCopy(hash, hashes, NEAR_COPY_MAX_BITS + 2)) {
              again.push(shot);
              continue;
            }
            i++;
            return { shot, hash };
          }
          for (; j < again.length; j++) {
            throwIfAborted(signal);
            const shot = again[j] as Shot;
            const seed = SECOND_DRAW + j;
            const hash = await previewHash(shot, seed);
            if (isNearCopy(hash, hashes, NEAR_COPY_MAX_BITS + 2)) continue;
            j++;
            return { shot, hash, seed };
          }
          // The one photo of an `alone` style: its shots drawn again with other framings and
          // light, so that it can be one apart from the other styles' photos (decision 066).
          for (; alone && k < ALONE_CHOICES && shots.length > 0; k++) {
            throwIfAborted(signal);
            const shot = shots[k % shots.length] as Shot;
            const seed = ALONE_DRAW + k;
            const hash = await previewHash(shot, seed);
            k++;
            return { shot, hash, seed };
          }
          return null;
        };
      }
      // Rendered PARALLEL_OUTPUTS at a time; an output whose outline shows the old
      // background (edge contamination over its threshold, issue 15 item 2) is dropped like
      // a crop that cannot be framed, and the next shot is tried. Variants are numbered in
      // the order delivered; each candidate's jitter is drawn from its attempt number, so
      // the same photos give the same outputs every time.
      // A batch's PNG encodes (libvips, off the main thread) and deliveries run while the
      // next batch is chosen and rendered; at most one batch waits for them (memory), and
      // deliveries keep the order of before (the outputs are the same).
      // The person's photos in other styles count as delivered (GenerateInput.avoid).
      const delivered: string[] = [...(input.avoid ?? [])];
      /** The hashes of the photos themselves (avoid's are): what the final check compares. */
      const deliveredFull: string[] = [...(input.avoid ?? [])];
      let attempt = 0;
      let variant = 0;
      let limit = input.count;
      let alone = false;
      /** The photos of other styles the one photo of an `alone` style stays farthest from. */
      let aloneAvoid: string[] = [];
      /** An `alone` style's shots still to try, farthest from `aloneAvoid` first. */
      const aloneChoices: (Candidate & { attempt: number })[] = [];
      /** Whether the `alone` photo may be a near-copy: no shot of the style was not. */
      let aloneAny = false;
      let delivering: Promise<void> = Promise.resolve();
      while (variant < limit) {
        const batch: (Candidate & { attempt: number })[] = [];
        const pending = [...delivered];
        while (batch.length < Math.min(PARALLEL_OUTPUTS, limit - variant)) {
          if (alone) {
            // The one photo of a style whose every shot nearly copies another style's: of
            // its next few shots, the one farthest from those photos; when its outline shows
            // the old background or its full render is still a near-copy, the next farthest
            // (decision 056).
            if (aloneChoices.length === 0) {
              const refill = async () => {
                while (aloneChoices.length < ALONE_CHOICES) {
                  const candidate = await nextCandidate(attempt, []);
                  if (!candidate) break;
                  aloneChoices.push({ ...candidate, attempt: attempt++ });
                }
              };
              await refill();
              if (aloneChoices.length === 0 && !aloneAny) {
                // Every shot, rendered, still nearly copied one: the farthest of them anyway.
                aloneAny = true;
                restart();
                await refill();
              }
              const apart = (c: Candidate) =>
                c.hash ? Math.min(64, ...aloneAvoid.map((h) => hammingDistance(c.hash!, h))) : 0;
              aloneChoices.sort((a, b) => apart(b) - apart(a) || a.attempt - b.attempt);
            }
            const farthest = aloneChoices.shift();
            if (farthest) batch.push(farthest);
            break;
          }
          const candidate = await nextCandidate(attempt, pending);
          if (!candidate) break;
          batch.push({ ...candidate, attempt: attempt++ });
          if (candidate.hash) pending.push(candidate.hash);
        }
        if (batch.length === 0) {
          // Every shot nearly copies a photo of another style: the chosen backdrop still gets
          // one photo (decision 054), the least like them of its shots (decision 056).
          if (variant === 0 && !alone && delivered.length > 0) {
            alone = true;
            aloneAvoid = [...deliveredFull];
            delivered.length = 0;
            deliveredFull.length = 0;
            limit = 1;
            restart();
            continue;
          }
          break;
        }
        const kept = await Promise.all(
          batch.map(async (candidate) => {
            throwIfAborted(signal);
            const shot = await render(
              candidate.shot,
              input,
              output,
              backdrop,
              candidate.seed ?? candidate.attempt,
            );
            // The fallback's faded portraits fade into the backdrop by design; they are not
            // checked (decision 050).
            if (!faded && (await contaminated(shot.pixels))) return null;
            return shot;
          }),
        );
        // In the batch's order, not the order the checks ended in: the draws stay numbered
        // the same every time.
        for (const [k, shot] of kept.entries()) if (!shot) redraw(batch[k]!);
        // The preview only foresees the photo: each is hashed again as rendered, and one that
        // nearly copies a photo delivered (here or in another style) is dropped and the next
        // shot tried, so what the check promises holds for what is delivered (decision 056).
        const fullHashes = await Promise.all(
          kept.map((shot) =>
            shot ? differenceHash({ data: shot.pixels, ...output, channels: 3 }) : null,
          ),
        );
        await delivering;
        const encoding: Promise<GeneratedImage>[] = [];
        for (const [k, shot] of kept.entries()) {
          const full = fullHashes[k];
          if (!shot || !full) continue;
          const against = alone ? (aloneAny ? [] : aloneAvoid) : deliveredFull;
          if (isNearCopy(full, against)) {
            redraw(batch[k]!);
            continue;
          }
          deliveredFull.push(full);
          const hash = batch[k]?.hash;
          if (hash) delivered.push(hash);
          delivered.push(full);
          encoding.push(encode({ ...shot, variant: variant++, differenceHash: full }));
        }
        delivering = (async () => {
          for (const image of await Promise.all(encoding)) {
            throwIfAborted(signal);
            await onImage(image);
          }
        })();
        // A failed encode or delivery is thrown by the next `await delivering` (this only
        // keeps it from counting as unhandled while the next batch renders).
        delivering.catch(() => undefined);
      }
      await delivering;
    },
  };
}

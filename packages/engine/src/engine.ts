// The generation engine interface (ARCHITECTURE "Generation engines"): one shape, two
// providers (`local` on the CPU, `replicate` over the Replicate/Cog HTTP protocol).
import type { StyleLight } from '@hs/domain/style-light';

/** A backdrop the person is placed on (the catalogue's style.backdrop). */
export interface Backdrop {
  kind: 'solid' | 'gradient' | 'image';
  /** Hex colours: one for solid, two (top, bottom) for gradient. */
  colors: string[];
  /** For kind 'image': encoded image bytes (a studio backdrop or organization branding). */
  image?: Buffer;
  /** The style's light; without it the local engine derives one from the colours. */
  light?: StyleLight;
}

/** A style to render: the catalogue style's id, its backdrop, and an optional prompt. */
export interface StyleSpec {
  id: string;
  backdrop: Backdrop;
  /** Text prompt for providers that take one (replicate); the local engine ignores it. */
  prompt?: string;
  /**
   * The backdrop is an organization's branding (issue 17 item 7): every provider must put
   * the person on exactly it. Without it, a generative provider paints the catalogue's
   * backdrop from the prompt and may ignore `backdrop`.
   */
  branded?: boolean;
  /**
   * A fixed framing and key light (a studio template), each 0..1; without it the local
   * engine varies them per output. Providers that cannot frame ignore it.
   */
  look?: StyleLook;
}

export interface StyleLook {
  /** 0 = head and shoulders, 1 = closest crop. */
  zoom: number;
  /** Where the eyes sit vertically, 0..1 of the framing's range. */
  lift: number;
  /** Horizontal placement, 0..1 (0.5 centred). */
  shift: number;
  /** Which side the key light comes from. */
  lightSide: -1 | 1;
  /** 0 = soft, 1 = strong. */
  lightStrength: number;
}

/** One of the person's accepted training photos, already processed by @hs/imaging. */
export interface SourcePhoto {
  id: string;
  /** Encoded image bytes (JPEG/PNG/WebP), orientation applied, metadata stripped. */
  bytes: Buffer;
  fullBody: boolean;
}

export interface TrainInput {
  modelId: string;
  photos: SourcePhoto[];
  /** 'male' | 'female' when the person said; providers may use it in prompts. */
  trigger?: string | null;
}

/** What training leaves behind: an opaque handle the provider understands in generate(). */
export interface TrainedModel {
  handle: string;
}

export interface GenerateInput {
  modelId: string;
  trained: TrainedModel;
  photos: SourcePhoto[];
  style: StyleSpec;
  /** How many outputs for this style (the package's photos per style, 10 by default). */
  count: number;
  /**
   * The package's output size in pixels (for example 1024 x 1280, 1536 x 1920 or 2048 x
   * 2560; 4:5 portrait). Providers that can, render at it; without it, each provider's
   * default (the local engine's 1024 x 1280). Whole pixels, 1 to MAX_OUTPUT_SIDE per side:
   * generate() throws otherwise. An engine that cannot render it at full detail renders the
   * largest size of its shape it can: each GeneratedImage says the size it has.
   */
  size?: OutputSize;
  /**
   * Called for an output the engine withheld instead of delivering (issue 36 item 1): the
   * model's own safety check refused it on every attempt. Without it, such outputs are only
   * missing (never made, and given back as such).
   */
  onWithheld?: (withheld: WithheldOutput) => Promise<void>;
  /**
   * Difference hashes (perceptual-hash.ts) of the photos this person already has in other
   * styles. An engine that chooses its shots (the local one) makes none within
   * NEAR_COPY_MAX_BITS of them, fewer outputs rather than a near-copy (issue 15 item 1: no
   * near-duplicate pair in a delivery, across styles too); others may ignore it (ranking
   * hides a generative engine's repeats).
   */
  avoid?: readonly string[];
  /**
   * When none of the photos can fill a head-and-shoulders frame (tight selfies): true makes
   * close-up portraits of the face, faded where the photo ends (the free preview's one
   * photo, the demo gallery, staff's playground); otherwise an engine that frames the
   * person's own photos throws NoUsablePhotoError and makes nothing (issue 15 item 1: a
   * paid package is never padded with such portraits). Generative engines ignore it.
   */
  closeUps?: boolean;
}

/**
 * generate() without `closeUps` on photos none of which can fill a head-and-shoulders
 * frame: nothing was made. The caller gives the order back and asks for such photos.
 */
export class NoUsablePhotoError extends Error {
  override name = 'NoUsablePhotoError';
  constructor() {
    super('none of the photos shows the whole head with the shoulders.');
  }
}

/** Width and height of an output, in pixels. */
export interface OutputSize {
  width: number;
  height: number;
}

/** The largest output side a generate() call may ask for (a 4096 x 4096 RGBA frame is 64 MB). */
export const MAX_OUTPUT_SIDE = 4096;

/** Throws a RangeError naming the bad value unless both sides are integers in 1..4096. */
export function assertOutputSize(size: OutputSize, what = 'size'): void {
  const ok = (side: unknown) =>
    typeof side === 'number' && Number.isInteger(side) && side >= 1 && side <= MAX_OUTPUT_SIDE;
  if (!ok(size.width) || !ok(size.height)) {
    throw new RangeError(
      `${what} must be whole pixels from 1 to ${MAX_OUTPUT_SIDE} per side, got ${String(size.width)} x ${String(size.height)}`,
    );
  }
}

/** An output withheld by the engine: `flagged` is a model's own safety refusal. */
export interface WithheldOutput {
  variant: number;
  reason: 'flagged';
  /** The size the output would have had. */
  width: number;
  height: number;
  sourcePhotoId?: string;
}

export interface GeneratedImage {
  /** 0-based variant within the style; (model, style, variant) identifies an output. */
  variant: number;
  /** Full-size PNG bytes. */
  bytes: Buffer;
  width: number;
  height: number;
  /** The training photo it was made from, when the provider knows. */
  sourcePhotoId?: string;
  /** Its difference hash (perceptual-hash.ts), when the engine took it from the pixels it
   * rendered: the caller need not decode the PNG again. */
  differenceHash?: string;
  /**
   * The picture it is, whatever the backdrop (issue 34: one photo at one framing on four
   * backdrops is one picture to a customer): the local engine's `<sourcePhotoId>:<crop kind>`.
   * Outputs with the same key count once as distinct pictures. Absent when the engine cannot
   * tell (a generative engine: each output is its own picture).
   */
  distinctKey?: string;
}

export interface GenerationEngine {
  readonly name: 'local' | 'replicate';
  /**
   * Prepares the person's model. Must be safe to call again for the same modelId (a job
   * that is retried after a crash calls it again): return the existing handle if any.
   */
  train(input: TrainInput, signal?: AbortSignal): Promise<TrainedModel>;
  /**
   * Produces `count` outputs of one style. Deterministic per (modelId, style, variant)
   * as far as the provider allows, so a retried job rewrites the same outputs.
   * `onImage` is called as each output is ready (progress), in any order.
   */
  generate(
    input: GenerateInput,
    onImage: (image: GeneratedImage) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<void>;
}

/**
 * What an engine can do, said plainly to customers (issue 15 item 5; decision 046). `null`
 * where the configured model does not declare it (a Replicate model set up by hand).
 */
export interface EngineCapabilities {
  engine: 'local' | 'replicate';
  /** The Replicate preset in use, if any. */
  preset: string | null;
  /**
   * 'own-photos': every output is one of the person's uploads, cut out, framed and lit anew;
   * 'generated': a model draws new images of the person.
   */
  method: 'own-photos' | 'generated';
  changesBackdrop: boolean | null;
  changesLight: boolean | null;
  changesClothing: boolean | null;
  changesPose: boolean | null;
  /** Largest output side it renders; bigger package sizes are scaled. Null: the model's own. */
  maxSide: number | null;
  /** Pixels of real detail along the longer side; larger outputs are enlarged. Null: all. */
  detailSide: number | null;
  /** Each style's photos are different uploads and crops: fewer photos give fewer results. */
  limitedByUploads: boolean;
}

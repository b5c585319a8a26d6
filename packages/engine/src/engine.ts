// The generation engine interface (ARCHITECTURE "Generation engines"): one shape, two
// providers (`local` on the CPU, `replicate` over the Replicate/Cog HTTP protocol).

/** A backdrop the person is placed on (the catalogue's style.backdrop). */
export interface Backdrop {
  kind: 'solid' | 'gradient' | 'image';
  /** Hex colours: one for solid, two (top, bottom) for gradient. */
  colors: string[];
  /** For kind 'image': encoded image bytes (a studio backdrop or organization branding). */
  image?: Buffer;
}

/** A style to render: the catalogue style's id, its backdrop, and an optional prompt. */
export interface StyleSpec {
  id: string;
  backdrop: Backdrop;
  /** Text prompt for providers that take one (replicate); the local engine ignores it. */
  prompt?: string;
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

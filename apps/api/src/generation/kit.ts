import type { GenerationEngine } from '@hs/engine/engine';

// What the generation pipeline needs besides the database and storage. The providers live
// in packages/engine (engine.ts, identity.ts, nsfw.ts); create-engine.ts picks them.

/** Face-descriptor references of the person's uploads, made once per model. */
export type IdentityReference = unknown;

export interface IdentityScorer<R = IdentityReference> {
  reference(photos: Buffer[]): Promise<R>;
  /** Descriptor distance of the largest face to the reference (lower is closer); null: no face. */
  distance(image: Buffer, reference: R): Promise<number | null>;
}

export interface NsfwClassifier {
  classify(bytes: Buffer): Promise<{ nsfw: boolean }>;
}

export interface GenerationKit {
  engine: GenerationEngine;
  identity: IdentityScorer;
  nsfw: NsfwClassifier;
}

/** Loads the kit on first call (models are large) and answers the same one after. */
export type GenerationKitProvider = () => Promise<GenerationKit>;

// The pieces of a prediction's input the engine derives: the model handle it keeps
// between train() and generate(), the prompt of a style, a repeatable seed, and the size.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { OutputSize } from '../engine.ts';

const subjectSchema = z.enum(['man', 'woman', 'person']);
export type Subject = z.infer<typeof subjectSchema>;

const handleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('trained'),
    trainingId: z.string().min(1),
    /** The trained version, `owner/name:version`. */
    version: z.string().min(1),
    subject: subjectSchema,
  }),
  z.object({ kind: z.literal('zero-shot'), subject: subjectSchema }),
]);
export type ReplicateHandle = z.infer<typeof handleSchema>;

export function encodeHandle(handle: ReplicateHandle): string {
  return `replicate:${JSON.stringify(handle)}`;
}

export function decodeHandle(text: string): ReplicateHandle {
  if (!text.startsWith('replicate:')) {
    throw new TypeError('this model was not prepared by the replicate engine');
  }
  return handleSchema.parse(JSON.parse(text.slice('replicate:'.length)));
}

/** TrainInput.trigger is the person's stated gender, when they gave one. */
export function subjectFor(trigger: string | null | undefined): Subject {
  if (trigger === 'male') return 'man';
  if (trigger === 'female') return 'woman';
  return 'person';
}

/**
 * The style's prompt with `{trigger}` and `{subject}` filled. A trained model's trigger word
 * leads when the template leaves it out; without one (zero-shot) `{trigger}` is dropped.
 */
export function promptFor(template: string, triggerWord: string | null, subject: Subject): string {
  const withSubject = template.replaceAll('{subject}', subject);
  if (triggerWord === null)
    return withSubject
      .replaceAll('{trigger}', '')
      .replace(/\s{2,}/g, ' ')
      .trim();
  return withSubject.includes('{trigger}')
    ? withSubject.replaceAll('{trigger}', triggerWord)
    : `${triggerWord}, ${withSubject}`;
}

/** Same (model, style, variant), same seed: a retried job asks for the same picture. */
export function seedFor(modelId: string, styleId: string, variant: number): number {
  const digest = createHash('sha256').update(`${modelId}\u0000${styleId}\u0000${variant}`).digest();
  return digest.readUInt32BE(0) & 0x7fffffff;
}

/**
 * The output size as prediction input: `width` and `height`, the names FLUX and SDXL-style
 * Cog models take. Nothing when the call asks for no size, or when the fixed input
 * (REPLICATE_MODEL_INPUT) already sets either, so a configured size is never half-replaced.
 */
export function sizeInput(
  size: OutputSize | undefined,
  fixed: Record<string, unknown> | undefined,
): { width: number; height: number } | Record<string, never> {
  if (!size || (fixed && ('width' in fixed || 'height' in fixed))) return {};
  return { width: size.width, height: size.height };
}

/** A Cog prediction id (26 base32 characters, as Cog recommends) for one attempt of an output. */
export function cogPredictionId(key: string, attempt: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const digest = createHash('sha256').update(`${key}#${attempt}`).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

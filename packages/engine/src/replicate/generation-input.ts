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

/**
 * Same (model, style, variant, attempt), same seed: a retried job asks for the same picture,
 * while a new attempt at one output (a safety refusal, a frame that cannot be fixed) asks
 * for another one (issue 36 item 1: a refusal is deterministic for its seed). Attempt 0 keeps
 * the seed outputs had before attempts counted.
 */
export function seedFor(modelId: string, styleId: string, variant: number, attempt = 0): number {
  const text = `${modelId}\u0000${styleId}\u0000${variant}${attempt ? `\u0000${attempt}` : ''}`;
  const digest = createHash('sha256').update(text).digest();
  return digest.readUInt32BE(0) & 0x7fffffff;
}

/**
 * The output size as prediction input, under the model's own names (`width` and `height` by
 * default, as FLUX and SDXL-style Cog models take them), scaled down to its largest side and
 * rounded down to its step. Nothing when the call asks for no size, when the model takes
 * none, or when the fixed input (REPLICATE_MODEL_INPUT) already sets either, so a configured
 * size is never half-replaced.
 */
export function sizeInput(
  size: OutputSize | undefined,
  fixed: Record<string, unknown> | undefined,
  model: {
    keys?: { width: string; height: string } | null;
    maxSide?: number;
    multiple?: number;
  } = {},
): Record<string, number> {
  const keys = model.keys === undefined ? { width: 'width', height: 'height' } : model.keys;
  if (!size || !keys || (fixed && (keys.width in fixed || keys.height in fixed))) return {};
  const longest = Math.max(size.width, size.height);
  const scale = model.maxSide && longest > model.maxSide ? model.maxSide / longest : 1;
  const step = Math.max(1, model.multiple ?? 1);
  const snap = (side: number) => Math.max(step, Math.floor((side * scale) / step) * step);
  return { [keys.width]: snap(size.width), [keys.height]: snap(size.height) };
}

/** What a style adds when the catalogue gives it no prompt. */
export const DEFAULT_STYLE_TEXT = 'business attire, soft studio lighting, sharp focus';
export const DEFAULT_PROMPT_TEMPLATE =
  'professional corporate headshot photo of {trigger} {subject}, {style}';

/**
 * The prompt template of a style: the operator's own for this style id, else the model's
 * template around the style's catalogue prompt. A catalogue prompt that names `{subject}`
 * or `{trigger}` itself is a whole template already.
 */
export function templateFor(
  style: { id: string; prompt?: string | undefined },
  options: {
    stylePrompts?: Record<string, string>;
    promptTemplate?: string;
    defaultPrompt?: string;
  },
): string {
  const own = options.stylePrompts?.[style.id];
  if (own) return own;
  const text = style.prompt?.trim() ?? '';
  if (/\{(subject|trigger)\}/.test(text)) return text;
  if (!text && options.defaultPrompt) return options.defaultPrompt;
  return (options.promptTemplate ?? DEFAULT_PROMPT_TEMPLATE).replaceAll(
    '{style}',
    text || DEFAULT_STYLE_TEXT,
  );
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

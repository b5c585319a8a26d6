import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cogPredictionId,
  decodeHandle,
  encodeHandle,
  promptFor,
  seedFor,
  sizeInput,
  subjectFor,
} from './generation-input.ts';

describe('generation input', () => {
  it('gives the same seed for the same output, a valid 31-bit seed always', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(1000), (model, style, variant) => {
        const seed = seedFor(model, style, variant);
        expect(seed).toBe(seedFor(model, style, variant));
        expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);
      }),
    );
    expect(seedFor('m', 's', 0)).not.toBe(seedFor('m', 's', 1));
  });

  it('makes Cog ids of 26 base32 characters, one per attempt', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(5), (key, attempt) => {
        expect(cogPredictionId(key, attempt)).toMatch(/^[a-z2-7]{26}$/);
      }),
    );
    expect(cogPredictionId('k', 0)).not.toBe(cogPredictionId('k', 1));
  });

  it('always puts the trigger word in the prompt', () => {
    fc.assert(
      fc.property(fc.string(), (template) => {
        expect(promptFor(template, 'TOK', 'person')).toContain('TOK');
      }),
    );
    expect(promptFor('{trigger} {subject}, suit', 'ZXQ', subjectFor('male'))).toBe('ZXQ man, suit');
    expect(promptFor('studio portrait', 'ZXQ', subjectFor(null))).toBe('ZXQ, studio portrait');
    expect(promptFor('photo of {trigger} {subject}, suit', null, 'woman')).toBe(
      'photo of woman, suit',
    );
  });

  it('round-trips handles and refuses foreign ones', () => {
    const handle = {
      kind: 'trained' as const,
      trainingId: 't1',
      version: 'a/b:c',
      subject: 'woman' as const,
    };
    expect(decodeHandle(encodeHandle(handle))).toEqual(handle);
    expect(() => decodeHandle('local:abc')).toThrow(/not prepared by the replicate engine/);
  });

  it('passes the size as width and height unless the fixed input sets either', () => {
    const size = { width: 2048, height: 2560 };
    expect(sizeInput(size, undefined)).toEqual({ width: 2048, height: 2560 });
    expect(sizeInput(size, { output_format: 'png' })).toEqual({ width: 2048, height: 2560 });
    expect(sizeInput(undefined, {})).toEqual({});
    expect(sizeInput(size, { width: 1024 })).toEqual({});
    expect(sizeInput(size, { height: 1280 })).toEqual({});
  });
});

import { ReturnPathSchema } from '@hs/contracts/checkout';
import { describe, expect, it } from 'vitest';
import {
  checkoutPathFor,
  packageForStyles,
  styleLimit,
  uploadReturnPath,
} from './package-choice.ts';

const packages = [
  { id: 'professional', stylesAllowed: 4 },
  { id: 'starter', stylesAllowed: 2 },
  { id: 'executive', stylesAllowed: 8 },
];

describe('style limit', () => {
  it("is the next package's styles when the person has one", () => {
    expect(styleLimit({ styles: 2 }, packages)).toBe(2);
    expect(styleLimit({ styles: 8 }, [])).toBe(8);
  });

  it('is the largest package on sale without one', () => {
    expect(styleLimit(null, packages)).toBe(8);
  });

  it('never goes below one style', () => {
    expect(styleLimit(null, [])).toBe(1);
    expect(styleLimit({ styles: 0 }, packages)).toBe(1);
  });
});

describe('package for the chosen styles', () => {
  it('is the smallest package that allows them', () => {
    expect(packageForStyles(packages, 1)?.id).toBe('starter');
    expect(packageForStyles(packages, 2)?.id).toBe('starter');
    expect(packageForStyles(packages, 3)?.id).toBe('professional');
    expect(packageForStyles(packages, 5)?.id).toBe('executive');
  });

  it('is the largest when none allows that many, and none without packages', () => {
    expect(packageForStyles(packages, 9)?.id).toBe('executive');
    expect(packageForStyles([], 1)).toBeNull();
  });
});

describe('checkout from the upload', () => {
  it('comes back to the same upload at the styles step, in its language', () => {
    expect(uploadReturnPath('m-1', 'en')).toBe('/app/upload?modelId=m-1&step=styles');
    expect(uploadReturnPath('m-1', 'es')).toBe('/es/app/upload?modelId=m-1&step=styles');
  });

  it('is a return path the server accepts', () => {
    const id = '0b6f3e0c-6a2b-4f7e-9a51-2f4cbe3f1a77';
    expect(ReturnPathSchema.safeParse(uploadReturnPath(id, 'de')).success).toBe(true);
  });

  it('names the package and the encoded way back', () => {
    const url = new URL(checkoutPathFor('starter', 'm1', 'de'), 'http://x');
    expect(url.pathname).toBe('/de/checkout');
    expect(url.searchParams.get('package')).toBe('starter');
    expect(url.searchParams.get('return')).toBe('/de/app/upload?modelId=m1&step=styles');
  });
});

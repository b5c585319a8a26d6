import { describe, expect, it } from 'vitest';
import { canPreview, isAcceptedPhoto } from './accepted-files.ts';

describe('accepted files', () => {
  it('takes JPEG, PNG, WebP, HEIC and HEIF, by type or by name when the type is unknown', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/HEIF']) {
      expect(isAcceptedPhoto({ name: 'x', type })).toBe(true);
    }
    expect(isAcceptedPhoto({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(isAcceptedPhoto({ name: 'notes.pdf', type: 'application/pdf' })).toBe(false);
    expect(isAcceptedPhoto({ name: 'anim.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedPhoto({ name: 'noext', type: '' })).toBe(false);
  });

  it('does not preview HEIC in the browser', () => {
    expect(canPreview({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(canPreview({ name: 'a.heic', type: '' })).toBe(false);
    expect(canPreview({ name: 'a', type: 'image/heif' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5.ts';

describe('md5Hex', () => {
  it('matches the RFC 1321 test vectors', () => {
    expect(md5Hex(Buffer.alloc(0))).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex(Buffer.from('abc'))).toBe('900150983cd24fb0d6963f7d28e17f72');
  });
});

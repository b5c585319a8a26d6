import { describe, expect, it } from 'vitest';
import { accepts, acceptsGzip } from './http-cache.ts';

describe('Accept-Encoding', () => {
  it("reads a browser's list, names in any case, and a q of 0 as a refusal", () => {
    expect(accepts('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(accepts('gzip, deflate, br, zstd', 'gzip')).toBe(true);
    expect(accepts('GZIP, BR', 'br')).toBe(true);
    expect(accepts('br;q=0, gzip', 'br')).toBe(false);
    expect(accepts('br; q=0.0, gzip', 'br')).toBe(false);
    expect(accepts('br;q=0.5', 'br')).toBe(true);
    expect(accepts('*', 'br')).toBe(true);
    expect(accepts('identity', 'br')).toBe(false);
    expect(accepts('', 'gzip')).toBe(false);
    expect(accepts(undefined, 'gzip')).toBe(false);
    expect(acceptsGzip('deflate, gzip;q=0.1')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
  });
});

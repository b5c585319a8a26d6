/**
 * Where uploaded and generated files live: a local folder by default, an S3-compatible
 * bucket with S3_* settings. Files are never public: readers get signed, expiring URLs.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** A URL anyone holding it can read until it expires. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
}

/** Keys are server-made; this refuses anything that could step outside its folder. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]{0,300}$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

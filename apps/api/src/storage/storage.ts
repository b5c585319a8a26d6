/**
 * Where uploaded and generated files live: a local folder by default, an S3-compatible
 * bucket with S3_* settings. Files are never public: readers get signed, expiring URLs.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Bytes stored under `key`, without reading them; null when there is nothing. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (which ends with '/'), in no particular order. */
  list(prefix: string): Promise<string[]>;
  /** Removes every key under `prefix` (which ends with '/'); answers how many there were. */
  deletePrefix(prefix: string): Promise<number>;
  /** A URL anyone holding it can read until it expires. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
}

/** Keys are server-made; this refuses anything that could step outside its folder. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]{0,300}$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** A folder prefix: a safe key ending with '/', so `models/1/` never matches `models/12/`. */
export function assertSafePrefix(prefix: string): void {
  if (!prefix.endsWith('/') || prefix.includes('//')) {
    throw new Error(`unsafe storage prefix: ${prefix}`);
  }
  assertSafeKey(prefix.slice(0, -1));
}

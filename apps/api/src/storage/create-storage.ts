import { join } from 'node:path';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export interface StorageConfig {
  dataDir: string;
  /** Signs local file URLs; S3 URLs are signed with the bucket's own keys instead. */
  secret: string;
  /** Where the API is reached from outside, for local file URLs. */
  baseUrl: string;
  s3?: S3StorageOptions;
}

/** S3 when S3 settings are given, else a folder under DATA_DIR (the embedded default). */
export function createStorage(config: StorageConfig): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage({
    root: join(config.dataDir, 'files'),
    secret: config.secret,
    baseUrl: config.baseUrl.replace(/\/+$/, ''),
  });
}

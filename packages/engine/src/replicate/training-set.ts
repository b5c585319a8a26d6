// The person's photos as files the provider can fetch: one by one (zero-shot models) or
// zipped (trainers take a zip of images by URL).
import { createHash } from 'node:crypto';
import { zipSync, type ZipOptions } from 'fflate';
import type { SourcePhoto } from '../engine.ts';
import type { ReplicateClient } from './client.ts';
import type { PublishableFile, PublishFiles } from './engine-options.ts';

function extensionOf(bytes: Buffer): 'jpg' | 'png' | 'webp' {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'png';
  if (bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return 'jpg';
}

const UPLOAD_REUSE_MS = 3600_000;

const contentTypes = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export function photoFile(photo: SourcePhoto, index: number): PublishableFile {
  const ext = extensionOf(photo.bytes);
  const name = `photo-${String(index + 1).padStart(2, '0')}.${ext}`;
  return { name, contentType: contentTypes[ext], bytes: photo.bytes };
}

/** The training set: the photos in one zip, stored (they are compressed images already). */
export function zipPhotos(photos: SourcePhoto[]): Buffer {
  const entries = Object.fromEntries(
    photos.map((photo, index) => {
      const file = photoFile(photo, index);
      const entry: [Uint8Array, ZipOptions] = [new Uint8Array(file.bytes), { level: 0 }];
      return [file.name, entry];
    }),
  );
  return Buffer.from(zipSync(entries));
}

/**
 * URLs for the files: the integrator's `publishFiles` when given, else inline `data:` URLs
 * for a Cog container, else Replicate's Files API.
 */
export async function publishFiles(
  files: PublishableFile[],
  context: {
    modelId: string;
    uploads?: Map<string, { url: string; at: number }>;
    mode: 'replicate' | 'cog';
    client: ReplicateClient;
    publish?: PublishFiles;
  },
  signal?: AbortSignal,
): Promise<string[]> {
  if (context.publish) {
    const urls = await context.publish(files, { modelId: context.modelId });
    if (urls.length !== files.length)
      throw new TypeError('publishFiles must return one URL per file');
    return urls;
  }
  if (context.mode === 'cog') {
    return files.map((file) => `data:${file.contentType};base64,${file.bytes.toString('base64')}`);
  }
  const urls: string[] = [];
  for (const file of files) {
    // Each style's generate() sends the same photos: upload each once an hour at most.
    const key = createHash('sha256').update(file.bytes).digest('hex');
    const cached = context.uploads?.get(key);
    if (cached && Date.now() - cached.at < UPLOAD_REUSE_MS) {
      urls.push(cached.url);
      continue;
    }
    const url = (await context.client.uploadFile(file, signal)).urls.get;
    context.uploads?.set(key, { url, at: Date.now() });
    urls.push(url);
  }
  return urls;
}

import { zip } from 'fflate';
import { ZIP_ARCHIVE_FILE_NAME, ZIP_COMPRESSION_LEVEL, zipEntries } from '@hs/domain/headshots';

export interface ZipResult {
  /** Ids of the images that made it into the archive. */
  included: string[];
  /** How many could not be fetched. */
  missing: number;
}

/** Fetches each full-size PNG; the ones that fail are left out, in order. */
interface Fetched {
  id: string;
  bytes: Uint8Array;
}

async function fetchAll(
  images: { id: string; url: string }[],
  fetcher: typeof fetch,
): Promise<Fetched[]> {
  const fetched = await Promise.all(
    images.map(async (image): Promise<Fetched | null> => {
      try {
        const res = await fetcher(image.url);
        if (!res.ok) return null;
        return { id: image.id, bytes: new Uint8Array(await res.arrayBuffer()) };
      } catch {
        return null;
      }
    }),
  );
  return fetched.filter((f): f is Fetched => f !== null);
}

// spec 000 section 9: PNG files named by index, compression level 6, archive 'All headshots'.
export function buildZip(files: Uint8Array[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    zip(zipEntries(files), { level: ZIP_COMPRESSION_LEVEL }, (error, data) =>
      error ? reject(error) : resolve(data),
    );
  });
}

function save(bytes: Uint8Array) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = ZIP_ARCHIVE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Builds 'All headshots.zip' in the browser from the selected images and hands it to the
 * browser's download. Nothing fetched: nothing saved (spec 000 section 8, the caller says so).
 */
export async function downloadZip(
  images: { id: string; url: string }[],
  fetcher: typeof fetch = fetch,
): Promise<ZipResult> {
  const files = await fetchAll(images, fetcher);
  if (!files.length) return { included: [], missing: images.length };
  save(await buildZip(files.map((f) => f.bytes)));
  return { included: files.map((f) => f.id), missing: images.length - files.length };
}

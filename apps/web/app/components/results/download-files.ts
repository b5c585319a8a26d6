import { ApiError, readFailure } from '@hs/client/api-error';
import type { DOWNLOAD_FORMATS } from '@hs/contracts/downloads';
import type { ResultImage } from '@hs/contracts/results';
import { ZIP_ARCHIVE_FILE_NAME } from '@hs/domain/headshots';
import { tokens } from '../../auth/api.ts';

export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export interface DownloadProgress {
  received: number;
  /** The answer's Content-Length; null when the server did not say. */
  total: number | null;
}

/** An API answer as a file: signed in like every call (uid + idToken, retried on refresh). */
async function fetchFile(uid: string, path: string, init: RequestInit = {}): Promise<Response> {
  tokens.signedIn(uid);
  return tokens.withRetry(async () => {
    const res = await fetch(`/api${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(await tokens.headers()) },
    });
    if (!res.ok) {
      const body: unknown = await res.json().catch(() => null);
      throw new ApiError({ status: res.status, statusText: res.statusText, ...readFailure(body) });
    }
    return res;
  });
}

const PROGRESS_EVERY_MS = 100;

/** Reads the body as it arrives, telling bytes received against the Content-Length. */
async function readWithProgress(
  res: Response,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const total = Number(res.headers.get('content-length')) || null;
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  if (!res.body) return new Blob([await res.arrayBuffer()], { type });
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let told = 0;
  onProgress?.({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    // A few updates a second are enough for a bar; one per chunk would re-render thousands.
    if (Date.now() - told >= PROGRESS_EVERY_MS) {
      told = Date.now();
      onProgress?.({ received, total });
    }
  }
  onProgress?.({ received, total });
  // A connection cut mid-way must not save half an archive as if it were whole.
  if (total !== null && received !== total) throw new Error('The download was cut short.');
  return new Blob(chunks as BlobPart[], { type });
}

/** Hands a file to the browser's downloads under `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * 'All headshots.zip' of `ids` (in that order; all shown ones when absent), built by the
 * server as it streams (spec 000 sections 8 and 9, issue 20 item 3), at one of the
 * organization's sizes when `size` is given (decision 048).
 */
export async function downloadZip(
  uid: string,
  modelId: string,
  ids: string[] | undefined,
  onProgress?: (progress: DownloadProgress) => void,
  size?: string,
): Promise<{ files: number; missing: number }> {
  const res = await fetchFile(uid, `/model/${encodeURIComponent(modelId)}/zip`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...(ids ? { ids } : {}), ...(size ? { size } : {}) }),
  });
  save(await readWithProgress(res, onProgress), ZIP_ARCHIVE_FILE_NAME);
  return {
    files: Number(res.headers.get('x-zip-files') ?? 0),
    missing: Number(res.headers.get('x-zip-missing') ?? 0),
  };
}

/**
 * One headshot at full resolution, as PNG or JPEG, named by its place (3.png, 3.jpg), or at
 * one of the organization's sizes (`640x800`: 3-640x800.png).
 */
export async function downloadOne(
  uid: string,
  image: ResultImage,
  format: DownloadFormat,
  size?: string,
) {
  const query = new URLSearchParams({ format, ...(size ? { size } : {}) });
  const res = await fetchFile(uid, `/image/${image.id}/download?${query}`);
  const name = size ? `${image.position}-${size}` : `${image.position}`;
  save(await readWithProgress(res), `${name}.${format === 'jpeg' ? 'jpg' : 'png'}`);
}

/** A file an API call answers (e.g. a team's zip), saved under the name it gives. */
export async function downloadApiFile(
  uid: string,
  path: string,
  { method = 'GET', body }: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<{ files: number; missing: number }> {
  const res = await fetchFile(uid, path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  save(await readWithProgress(res), name);
  return {
    files: Number(res.headers.get('x-zip-files') ?? 0),
    missing: Number(res.headers.get('x-zip-missing') ?? 0),
  };
}

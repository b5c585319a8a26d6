import type { TokenManager } from '@hs/client/token-manager';
import { isIncorrectTokenError } from '@hs/client/token-manager';
import type { UploadAttempt } from './upload-error.ts';

export interface PhotoUpload {
  file: File;
  modelId: string;
  /** Bytes sent so far and in all; called as the browser sends the body. */
  onProgress: (sent: number, total: number) => void;
  signal: AbortSignal;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * One photo to POST /api/image/upload as multipart (spec 001 section 7). XMLHttpRequest,
 * not fetch, because only it reports upload progress. Never rejects: every end is an attempt.
 */
export function sendPhoto(
  { file, modelId, onProgress, signal }: PhotoUpload,
  headers: Record<string, string>,
): Promise<UploadAttempt> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve({ type: 'abort' });
      return;
    }
    const form = new FormData();
    form.append('files', file, file.name);
    form.append('modelId', modelId);
    form.append('computeMd5', 'true');
    form.append('requiresFullUrl', 'true');

    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (attempt: UploadAttempt) => {
      signal.removeEventListener('abort', abort);
      resolve(attempt);
    };
    xhr.open('POST', '/api/image/upload');
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.onload = () =>
      settle({ type: 'load', status: xhr.status, body: readJson(xhr.responseText) });
    xhr.onerror = () => settle({ type: 'error' });
    xhr.ontimeout = () => settle({ type: 'timeout' });
    xhr.onabort = () => settle({ type: 'abort' });
    signal.addEventListener('abort', abort);
    xhr.send(form);
  });
}

type Tokens = Pick<TokenManager, 'headers' | 'withRetry'>;

/** The attempt as an error the token manager recognizes, so it refreshes and retries. */
class RefusedToken extends Error {
  readonly status = 401;
  constructor(
    readonly errorMessage: string,
    readonly attempt: UploadAttempt,
  ) {
    super(errorMessage);
  }
}

/**
 * Sends with the uid + idToken headers, refreshing the token and retrying on a 401
 * 'Incorrect token' like every other call (spec 001 section 4, token handling).
 */
export async function uploadPhoto(tokens: Tokens, upload: PhotoUpload): Promise<UploadAttempt> {
  try {
    return await tokens.withRetry(async () => {
      const attempt = await sendPhoto(upload, await tokens.headers());
      if (attempt.type === 'load' && attempt.status === 401) {
        const { errorMessage } = (attempt.body ?? {}) as { errorMessage?: unknown };
        const refused = new RefusedToken(String(errorMessage ?? ''), attempt);
        if (isIncorrectTokenError(refused)) throw refused;
      }
      return attempt;
    });
  } catch (failure) {
    // Retries used up (the token manager logs out), or no token could be had at all.
    return failure instanceof RefusedToken ? failure.attempt : { type: 'error' };
  }
}

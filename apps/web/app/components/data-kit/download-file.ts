import { ApiError, readFailure } from '@hs/client/api-error';
import { tokens } from '../../auth/api.ts';

/**
 * Fetches an /api path with the uid and idToken headers (a plain link cannot carry them)
 * and hands the answer to the browser as a download named `filename`.
 */
export async function downloadApiFile(uid: string, path: string, filename: string): Promise<void> {
  tokens.signedIn(uid);
  const res = await tokens.withRetry(async () => {
    const answer = await fetch(`/api${path}`, { headers: await tokens.headers() });
    if (!answer.ok) {
      const body: unknown = await answer.json().catch(() => null);
      throw new ApiError({
        status: answer.status,
        statusText: answer.statusText,
        ...readFailure(body),
      });
    }
    return answer;
  });
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

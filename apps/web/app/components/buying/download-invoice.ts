import { ApiError, readFailure } from '@hs/client/api-error';
import { tokens } from '../../auth/api.ts';

/**
 * Fetches an invoice PDF with the uid and idToken headers (a plain link cannot carry
 * them) and hands it to the browser as a download.
 */
export async function downloadInvoice(uid: string, paymentId: string): Promise<void> {
  tokens.signedIn(uid);
  const res = await tokens.withRetry(async () => {
    const answer = await fetch(`/api/invoice/${encodeURIComponent(paymentId)}.pdf`, {
      headers: await tokens.headers(),
    });
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
  link.download = `invoice-${paymentId}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

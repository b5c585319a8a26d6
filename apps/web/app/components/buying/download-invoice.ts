import { downloadApiFile } from '../data-kit/download-file.ts';

/** Downloads the invoice PDF of one of the person's payments. */
export function downloadInvoice(uid: string, paymentId: string): Promise<void> {
  return downloadApiFile(
    uid,
    `/invoice/${encodeURIComponent(paymentId)}.pdf`,
    `invoice-${paymentId}.pdf`,
  );
}

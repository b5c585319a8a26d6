import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@hs/ui/button';
import { useToast } from '@hs/ui/toast';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { downloadApiFile } from './download-file.ts';

/**
 * A button that downloads an /api path as a file (an export, a PDF): busy while it
 * loads, the failure's text in a toast, and `done` in one when given.
 */
export function DownloadButton({
  path,
  fileName,
  done,
  busyLabel,
  children,
  ...button
}: Omit<ButtonProps, 'onClick' | 'loading' | 'children'> & {
  path: string;
  /** Named when the download starts (a date in the name is the day of the click). */
  fileName: () => string;
  done?: string;
  busyLabel?: ReactNode;
  children: ReactNode;
}) {
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const uid = usePageContext().viewer?.uid ?? '';
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadApiFile(uid, path, fileName());
      if (done) toast.success(done);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button {...button} loading={busy} onClick={() => void download()}>
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}

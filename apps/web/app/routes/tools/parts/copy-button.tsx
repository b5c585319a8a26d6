import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@hs/ui/button';

async function writeClipboard(text: string, html?: string): Promise<void> {
  if (html && typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(text);
}

/**
 * Copies `text` (and `html` as rich text where the browser allows) and says so next to the
 * button: 'Copied to clipboard' (spec 000 section 8), or how to copy by hand.
 */
export function CopyButton({ text, html, label }: { text: string; html?: string; label?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={!text}
        onClick={() => {
          writeClipboard(text, html).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
      >
        {label ?? t('tools.common.copy')}
      </Button>
      <span role="status" className="text-sm text-slate-600">
        {state === 'copied'
          ? t('tools.common.copied')
          : state === 'failed'
            ? t('tools.common.copyFailed')
            : ''}
      </span>
    </span>
  );
}

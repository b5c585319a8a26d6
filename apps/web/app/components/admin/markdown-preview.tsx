import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminBlogPreviewRoute } from '@hs/contracts/blog-admin';
import { callOperation } from '../data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { MarkdownBody } from '../site/markdown-body.tsx';

const WAIT_MS = 300;

/**
 * The live preview of a post's markdown: the server's own renderer and sanitizer (the
 * public page's), asked 300 ms after the last keystroke; an older answer never replaces a
 * newer one (each request is aborted by the next).
 */
export function MarkdownPreview({ content, lang }: { content: string; lang: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [html, setHtml] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!content.trim()) {
      setHtml('');
      setFailure(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callOperation(api, adminBlogPreviewRoute, { body: { content }, signal: controller.signal })
        .then((answer) => {
          setHtml(answer.data.html);
          setFailure(null);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFailure(failureMessage(error));
        });
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, content, failureMessage]);

  const k = 'contentAdmin.blog';
  return (
    <section aria-labelledby="markdown-preview" className="min-w-0">
      <h3 id="markdown-preview" className="text-sm font-medium text-gray-900">
        {t(`${k}.preview`)}
      </h3>
      <p className="text-xs text-gray-500">{t(`${k}.previewHint`)}</p>
      <div
        aria-live="polite"
        data-testid="markdown-preview"
        className="mt-2 max-h-[32rem] min-h-40 overflow-y-auto rounded-lg border border-gray-200 bg-white p-4"
      >
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : html ? (
          <MarkdownBody
            html={html}
            lang={lang}
            className="space-y-3 text-sm leading-6 text-slate-700"
          />
        ) : (
          <p className="text-sm text-gray-500">{t(`${k}.previewEmpty`)}</p>
        )}
      </div>
    </section>
  );
}

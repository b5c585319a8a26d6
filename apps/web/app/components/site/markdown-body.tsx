/**
 * Staff's markdown as the server rendered and sanitized it (marked + DOMPurify,
 * apps/api/src/changelog/markdown.ts): the changelog, blog posts and the blog editor's
 * preview show the very same HTML. Nothing here parses or cleans it again.
 */
export function MarkdownBody({
  html,
  lang,
  className = '',
}: {
  html: string;
  lang?: string;
  className?: string;
}) {
  return (
    <div
      lang={lang}
      className={`markdown-body break-words ${className}`}
      // Sanitized on the server; the API is the only source of this text.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * Shows generated HTML in a sandboxed frame (no scripts, no same-origin access): the page
 * never puts the snippet into its own document.
 */
export function HtmlPreview({
  html,
  title,
  height = 240,
}: {
  html: string;
  title: string;
  height?: number;
}) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:16px;background:#fff;">${html}</body></html>`;
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={doc}
      className="w-full rounded-lg border border-slate-200 bg-white"
      style={{ height }}
    />
  );
}

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/**
 * A post's plain-text content as blocks: blank lines separate them, '## ' starts a
 * heading, lines starting with '- ' form a list. Everything stays text (no HTML).
 */
export function parsePostContent(content: string): Block[] {
  return content
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      if (chunk.startsWith('## ')) return { kind: 'heading', text: chunk.slice(3).trim() };
      const lines = chunk.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- '))) {
        return { kind: 'list', items: lines.map((l) => l.slice(2).trim()) };
      }
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}

export function BlogContent({ content }: { content: string }) {
  return (
    <div className="space-y-5 text-base leading-7 text-slate-700">
      {parsePostContent(content).map((block, i) => {
        if (block.kind === 'heading') {
          return (
            <h2 key={i} className="pt-4 text-xl font-semibold text-slate-900">
              {block.text}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={i} className="list-disc space-y-2 pl-6">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{block.text}</p>;
      })}
    </div>
  );
}

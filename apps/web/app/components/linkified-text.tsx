import { Fragment } from 'react';

// http(s) links in plain text; trailing punctuation stays text ("see https://x.test/a.").
const URL_PATTERN = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]])/g;

/** Plain text with its links made clickable, without ever parsing the text as HTML. */
export function LinkifiedText({ text }: { text: string }) {
  // split with a capturing group keeps the URLs at the odd indexes
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-brand-700 underline hover:text-brand-800"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

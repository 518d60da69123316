import type { SnippetPart } from '@armada/domain';

const MARK_STYLE = { background: '#fff1b8', padding: 0 } as const;

/** A highlighted snippet from search_wiki: its parts as text, the matches in <mark>. Never HTML. */
export function HitText({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={index} style={MARK_STYLE}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

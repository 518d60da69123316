import { Fragment } from 'react';
import { Typography } from 'antd';
import { parseMarkdown, type Inline } from './simpleMarkdown';

function InlineParts({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) => {
        switch (part.kind) {
          case 'bold':
            return <strong key={i}>{part.text}</strong>;
          case 'italic':
            return <em key={i}>{part.text}</em>;
          case 'link':
            return (
              <Typography.Link key={i} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.text}
              </Typography.Link>
            );
          case 'text':
            return <Fragment key={i}>{part.text}</Fragment>;
        }
      })}
    </>
  );
}

const BLOCK = { margin: '0 0 8px' } as const;

/** An announcement's text as React elements: nothing in it is ever read as HTML. */
export function SimpleMarkdown({ text }: { text: string }) {
  return (
    <div className="armada-markdown">
      {parseMarkdown(text).map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i} style={{ ...BLOCK, paddingInlineStart: 20 }}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineParts parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i} style={BLOCK}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <InlineParts parts={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

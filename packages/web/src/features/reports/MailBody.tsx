import { Typography } from 'antd';
import { linkify } from './linkify';

const NEW_TAB = '_blank';
const NO_OPENER = 'noopener noreferrer';

export type MailBodyProps = { body: string };

/** A plain-text mail body as written, its line breaks kept and its links clickable. */
export function MailBody({ body }: MailBodyProps) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 0 }}>
      {linkify(body).map((part, index) =>
        part.kind === 'link' ? (
          <Typography.Link key={index} href={part.text} target={NEW_TAB} rel={NO_OPENER}>
            {part.text}
          </Typography.Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography.Paragraph>
  );
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Punctuation that closes a sentence around a link rather than belonging to it.
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits plain text into text and http(s) links, so a mail body can show its links as links. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

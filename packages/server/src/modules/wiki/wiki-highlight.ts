import type { SnippetPart } from '@armada/domain';

/** The markers ts_headline is asked to put around a match: private-use characters, removed from the text first. */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

/** A text with MARK_START/MARK_END around its matches, as plain parts: the web shows them as text, never as HTML. */
export function partsOfMarked(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, hit: boolean) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.hit === hit) last.text += text;
    else parts.push({ text, hit });
  };
  let rest = marked;
  while (rest !== '') {
    const start = rest.indexOf(MARK_START);
    if (start < 0) {
      push(rest.replaceAll(MARK_END, ''), false);
      break;
    }
    push(rest.slice(0, start).replaceAll(MARK_END, ''), false);
    const afterStart = rest.slice(start + 1);
    const end = afterStart.indexOf(MARK_END);
    const hitText = end < 0 ? afterStart : afterStart.slice(0, end);
    push(hitText.replaceAll(MARK_START, ''), true);
    rest = end < 0 ? '' : afterStart.slice(end + 1);
  }
  return parts;
}

const SEPARATORS = /[\s\p{P}\p{S}]+/u;

/** The pieces of a search text that are looked for as they are (Japanese has no spaces between words). */
export const searchTerms = (search: string): string[] =>
  [...new Set(search.toLowerCase().split(SEPARATORS))]
    .filter((term) => term !== '')
    .sort((a, b) => b.length - a.length);

/**
 * Japanese highlighting: each occurrence of a search term in the text is a hit. With `window`, the
 * snippet is cut around the first hit (about `window` characters), with '…' where it was cut.
 */
export function highlightTerms(text: string, search: string, window?: number): SnippetPart[] {
  const terms = searchTerms(search);
  const lower = text.toLowerCase();
  const hits: [number, number][] = [];
  for (let at = 0; at < text.length;) {
    const term = terms.find((candidate) => lower.startsWith(candidate, at));
    if (term) {
      hits.push([at, at + term.length]);
      at += term.length;
    } else at += 1;
  }
  let from = 0;
  let to = text.length;
  if (window !== undefined && text.length > window) {
    const first = hits[0]?.[0] ?? 0;
    from = Math.max(0, Math.min(first - Math.floor(window / 3), text.length - window));
    to = Math.min(text.length, from + window);
  }
  const parts: SnippetPart[] = [];
  let cursor = from;
  for (const [start, end] of hits) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (s > cursor) parts.push({ text: text.slice(cursor, s), hit: false });
    parts.push({ text: text.slice(s, e), hit: true });
    cursor = e;
  }
  if (cursor < to) parts.push({ text: text.slice(cursor, to), hit: false });
  if (from > 0) parts.unshift({ text: '…', hit: false });
  if (to < text.length) parts.push({ text: '…', hit: false });
  return parts;
}

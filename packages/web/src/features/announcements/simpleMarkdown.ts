/**
 * The small Markdown of announcements, parsed to plain data (never HTML): paragraphs of lines, lists
 * of lines starting with '- ', and inline **bold**, *italic* and [links](https://...) to http(s) only.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'italic'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; items: Inline[][] };

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

export function parseInline(line: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) out.push({ kind: 'text', text: line.slice(last, at) });
    const [, bold, italic, label, href] = match;
    if (bold !== undefined) out.push({ kind: 'bold', text: bold });
    else if (italic !== undefined) out.push({ kind: 'italic', text: italic });
    else if (label !== undefined && href !== undefined) out.push({ kind: 'link', text: label, href });
    last = at + match[0].length;
  }
  if (last < line.length) out.push({ kind: 'text', text: line.slice(last) });
  return out;
}

const LIST_ITEM = /^\s*[-*]\s+/;

export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const previous = blocks.at(-1);
    if (line.trim() === '') {
      if (previous) blocks.push({ kind: 'paragraph', lines: [] });
      continue;
    }
    if (LIST_ITEM.test(line)) {
      const item = parseInline(line.replace(LIST_ITEM, ''));
      if (previous?.kind === 'list') previous.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
      continue;
    }
    if (previous?.kind === 'paragraph') previous.lines.push(parseInline(line));
    else blocks.push({ kind: 'paragraph', lines: [parseInline(line)] });
  }
  return blocks.filter((block) => (block.kind === 'paragraph' ? block.lines.length > 0 : true));
}

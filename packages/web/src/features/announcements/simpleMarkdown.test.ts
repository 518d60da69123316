import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './simpleMarkdown';

describe('the announcements’ small Markdown', () => {
  it('reads bold, italic and http(s) links, and leaves anything else as text', () => {
    expect(parseInline('a **b** *c* [d](https://x.id/p) [e](javascript:alert(1)) <b>f</b>')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'bold', text: 'b' },
      { kind: 'text', text: ' ' },
      { kind: 'italic', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'd', href: 'https://x.id/p' },
      { kind: 'text', text: ' [e](javascript:alert(1)) <b>f</b>' },
    ]);
  });

  it('groups lines into paragraphs and “- ” lines into lists', () => {
    const blocks = parseMarkdown('one\ntwo\n\n- a\n- b\nafter');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'list', 'paragraph']);
    expect(blocks[0]).toMatchObject({ lines: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[1]).toMatchObject({ items: [[{ text: 'a' }], [{ text: 'b' }]] });
  });
});

import { describe, expect, it } from 'vitest';
import { highlightTerms, MARK_END, MARK_START, partsOfMarked, searchTerms } from './wiki-highlight.js';
import { imageTypeOf } from './wiki-image.js';

describe('partsOfMarked', () => {
  it("turns ts_headline's markers into plain parts, whatever the text holds", () => {
    const marked = `a <b>${MARK_START}truck${MARK_END}</b> & ${MARK_START}map${MARK_END}`;
    expect(partsOfMarked(marked)).toEqual([
      { text: 'a <b>', hit: false },
      { text: 'truck', hit: true },
      { text: '</b> & ', hit: false },
      { text: 'map', hit: true },
    ]);
    expect(partsOfMarked(`${MARK_START}open`)).toEqual([{ text: 'open', hit: true }]);
    expect(partsOfMarked(`x${MARK_END}y`)).toEqual([{ text: 'xy', hit: false }]);
  });
});

describe('highlightTerms (Japanese)', () => {
  it('marks each occurrence of the search text without word spaces', () => {
    expect(highlightTerms('車両を探す。車両一覧', '車両')).toEqual([
      { text: '車両', hit: true },
      { text: 'を探す。', hit: false },
      { text: '車両', hit: true },
      { text: '一覧', hit: false },
    ]);
  });

  it('cuts a snippet around the first match, with … where it was cut', () => {
    const text = `${'あ'.repeat(100)}車台番号${'い'.repeat(100)}`;
    const parts = highlightTerms(text, '車台番号', 40);
    expect(parts[0]).toEqual({ text: '…', hit: false });
    expect(parts.at(-1)).toEqual({ text: '…', hit: false });
    expect(parts.filter((part) => part.hit)).toEqual([{ text: '車台番号', hit: true }]);
    expect(parts.map((part) => part.text).join('').length).toBeLessThanOrEqual(42);
  });

  it('splits the search at spaces and punctuation, longest term first', () => {
    expect(searchTerms('IMEI、車両 imei')).toEqual(['imei', '車両']);
  });
});

describe('imageTypeOf', () => {
  it('tells an image by its first bytes only', () => {
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});

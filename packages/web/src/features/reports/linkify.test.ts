import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds links inside text and leaves closing punctuation out', () => {
    expect(linkify('Reset here: https://a.example/reset?t=abc.\nThanks')).toEqual([
      { kind: 'text', text: 'Reset here: ' },
      { kind: 'link', text: 'https://a.example/reset?t=abc' },
      { kind: 'text', text: '.\nThanks' },
    ]);
  });

  it('keeps text without links whole and handles links at the edges', () => {
    expect(linkify('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
    expect(linkify('http://x.test')).toEqual([{ kind: 'link', text: 'http://x.test' }]);
    expect(linkify('')).toEqual([]);
  });

  it('ignores other schemes', () => {
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });
});

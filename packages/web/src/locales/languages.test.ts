import { describe, it, expect } from 'vitest';
import { detectLanguage } from './languages';

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('ja', ['id-ID', 'en-US'])).toBe('ja');
  });

  it('ignores a stored value we do not speak', () => {
    expect(detectLanguage('fr', ['id-ID'])).toBe('id');
  });

  it('uses the first browser locale we speak', () => {
    expect(detectLanguage(null, ['de-DE', 'ja-JP', 'en-US'])).toBe('ja');
    expect(detectLanguage(null, ['id'])).toBe('id');
    expect(detectLanguage(null, ['en-GB'])).toBe('en-us');
  });

  it('falls back to en-us', () => {
    expect(detectLanguage(null, [])).toBe('en-us');
    expect(detectLanguage(null, ['fr-FR', 'de'])).toBe('en-us');
  });
});

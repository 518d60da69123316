import { describe, expect, it } from 'vitest';
import { FALLBACK_TILES, type BaseTiles } from '../../../components/map/basemap';
import { parseChoice } from './baseLayers';

const layer = { url: 'https://example.com/{z}/{x}/{y}.png', attribution: '' };
const all: BaseTiles = { street: layer, satellite: layer, traffic: layer, vector: null };

describe('parseChoice', () => {
  it('keeps a stored choice the server offers', () => {
    expect(parseChoice('{"base":"satellite","traffic":true}', all)).toEqual({ base: 'satellite', traffic: true });
  });

  it('falls back to street without traffic when the layer is gone or the text is bad', () => {
    expect(parseChoice('{"base":"satellite","traffic":true}', FALLBACK_TILES)).toEqual({
      base: 'street',
      traffic: false,
    });
    expect(parseChoice('{"base":"moon"}', all)).toEqual({ base: 'street', traffic: false });
    expect(parseChoice('not json', all)).toEqual({ base: 'street', traffic: false });
    expect(parseChoice(null, all)).toEqual({ base: 'street', traffic: false });
  });
});

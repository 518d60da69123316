// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { labelLanguage, labelTexts, VECTOR_LAYER_PREFIX, VECTOR_SOURCE, vectorLayers } from './vectorBasemap';

const BASEMAP = { url: '/map/basemap.pmtiles', attribution: '© OpenStreetMap' };
const COLOURS = { land: '#f2efe9', sea: '#aad3df' };

describe('the self-hosted basemap style', () => {
  it('reads the portal file through the pmtiles protocol, with its attribution', async () => {
    const { source } = await vectorLayers(BASEMAP, COLOURS, 'en-us');
    expect(source).toEqual({
      type: 'vector',
      url: `pmtiles://${window.location.origin}/map/basemap.pmtiles`,
      attribution: '© OpenStreetMap',
    });
  });

  it('draws the Protomaps layers under its own prefix, without a background, in the shipped colours', async () => {
    const { layers } = await vectorLayers(BASEMAP, COLOURS, 'en-us');
    expect(layers.length).toBeGreaterThan(20);
    expect(layers.every((layer) => layer.id.startsWith(VECTOR_LAYER_PREFIX))).toBe(true);
    expect(layers.some((layer) => layer.type === 'background')).toBe(false);
    expect(layers.every((layer) => !('source' in layer) || layer.source === VECTOR_SOURCE)).toBe(true);
    const earth = layers.find((layer) => layer.id === `${VECTOR_LAYER_PREFIX}earth`);
    expect(earth?.type === 'fill' && earth.paint?.['fill-color']).toBe(COLOURS.land);
  });

  it('labels in the reader language and needs no sprite: icon layers out, icons off the rest', async () => {
    const { layers } = await vectorLayers(BASEMAP, COLOURS, 'ja');
    const symbols = layers.filter((layer) => layer.type === 'symbol');
    expect(symbols.map((layer) => layer.id)).toContain(`${VECTOR_LAYER_PREFIX}places_locality`);
    expect(symbols.map((layer) => layer.id)).not.toContain(`${VECTOR_LAYER_PREFIX}roads_shields`);
    expect(symbols.some((layer) => layer.layout && 'icon-image' in layer.layout)).toBe(false);
    const town = symbols.find((layer) => layer.id === `${VECTOR_LAYER_PREFIX}places_locality`);
    expect(JSON.stringify(town?.layout?.['text-field'])).toContain('name:ja');
    expect([labelLanguage('en-us'), labelLanguage('id'), labelLanguage('ja')]).toEqual(['en', 'id', 'ja']);
  });

  it('gives the label texts of another language for the same layers, to relabel a map in place', async () => {
    const { layers } = await vectorLayers(BASEMAP, COLOURS, 'en-us');
    const texts = await labelTexts('id');
    const town = `${VECTOR_LAYER_PREFIX}places_locality`;
    expect(JSON.stringify(texts.get(town))).toContain('name:id');
    const symbols = layers.filter((layer) => layer.type === 'symbol').map((layer) => layer.id);
    expect(symbols.every((id) => texts.has(id))).toBe(true);
  });
});

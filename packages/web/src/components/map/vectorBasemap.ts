import maplibregl, { type LayerSpecification, type Map as MapLibreMap, type SourceSpecification } from 'maplibre-gl';
import type { VectorBasemap } from '@armada/domain';

export const VECTOR_SOURCE = 'basemap';
/** Layer ids of the self-hosted basemap start with this, so the base layer switcher can find them all. */
export const VECTOR_LAYER_PREFIX = 'basemap_';
/** Label layers that are icons first (one-way arrows, route shields): without the Protomaps sprite, left out. */
const ICON_LAYERS = new Set(['roads_oneway', 'roads_shields']);

export type VectorLayers = { source: SourceSpecification; layers: LayerSpecification[] };

let protocolAdded = false;

/** The labels' names in the reader's language where the map data has them (name:id, name:ja), else local names. */
export const labelLanguage = (language: string): string => (language.startsWith('en') ? 'en' : language);

/** A label layer without its icon: the style ships no sprite, and a missing image only warns. */
function withoutIcon(layer: LayerSpecification): LayerSpecification {
  if (layer.type !== 'symbol' || !layer.layout || !('icon-image' in layer.layout)) return layer;
  const { 'icon-image': _icon, ...layout } = layer.layout;
  return { ...layer, layout };
}

/**
 * The Protomaps style's layers over the portal's PMTiles file, read by byte ranges through the pmtiles
 * protocol. The style has no `glyphs` address: MapLibre then draws label text with the browser's own fonts
 * (TinySDF), so no font server is needed (docs/decisions.md). Land and sea take the shipped layer's colours,
 * so the edge of an extract does not show. Both libraries load only when a basemap is configured.
 */
export async function vectorLayers(
  basemap: VectorBasemap,
  colours: { land: string; sea: string },
  language: string,
): Promise<VectorLayers> {
  const [{ Protocol }, { layers, namedFlavor }] = await Promise.all([import('pmtiles'), import('@protomaps/basemaps')]);
  if (!protocolAdded) {
    maplibregl.addProtocol('pmtiles', new Protocol().tile);
    protocolAdded = true;
  }
  const flavor = { ...namedFlavor('light'), earth: colours.land, water: colours.sea };
  const source: SourceSpecification = {
    type: 'vector',
    url: `pmtiles://${new URL(basemap.url, window.location.href).href}`,
    attribution: basemap.attribution,
  };
  const own = layers(VECTOR_SOURCE, flavor, { lang: labelLanguage(language) })
    // Their background would paint over the shipped land where the extract has no tiles.
    .filter((layer) => layer.type !== 'background' && !ICON_LAYERS.has(layer.id))
    .map((layer) => withoutIcon(layer as LayerSpecification));
  return { source, layers: own.map((layer) => ({ ...layer, id: `${VECTOR_LAYER_PREFIX}${layer.id}` })) };
}

/** The text of each label layer in a language: the labels follow a change of language without a new map. */
export async function labelTexts(language: string): Promise<Map<string, unknown>> {
  const { layers, namedFlavor } = await import('@protomaps/basemaps');
  const texts = new Map<string, unknown>();
  for (const layer of layers(VECTOR_SOURCE, namedFlavor('light'), {
    labelsOnly: true,
    lang: labelLanguage(language),
  })) {
    if (layer.type === 'symbol' && layer.layout?.['text-field'] !== undefined)
      texts.set(`${VECTOR_LAYER_PREFIX}${layer.id}`, layer.layout['text-field']);
  }
  return texts;
}

/** Sets the label layers of the map that has them to the given texts (labelTexts). */
export function applyLabelTexts(map: MapLibreMap, texts: Map<string, unknown>): void {
  for (const [id, text] of texts) if (map.getLayer(id)) map.setLayoutProperty(id, 'text-field', text);
}

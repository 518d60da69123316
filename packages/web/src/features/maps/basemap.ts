import type { FeatureCollection, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

type Land = Topology<{ land: GeometryCollection }>;
type Countries = Topology<{ countries: GeometryCollection }>;

const SEA = '#aad3df';
const LAND = '#f2efe9';
const BORDER = '#9e9aa8';
export const OSM_SOURCE = 'osm';
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The shapes come in their own chunk (about 1.3 MB), loaded beside the map code rather than inside it. */
async function shippedLayers() {
  const [landModule, countryModule] = await Promise.all([
    import('world-atlas/land-50m.json'),
    import('world-atlas/countries-50m.json'),
  ]);
  const land = landModule.default as unknown as Land;
  const countries = countryModule.default as unknown as Countries;
  const landShapes = feature(land, land.objects.land);
  const borders: FeatureCollection<MultiLineString> = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: mesh(countries, countries.objects.countries, (a, b) => a !== b),
      },
    ],
  };
  return { landShapes, borders };
}

/**
 * Readable offline: sea, land and borders ship with the app; OpenStreetMap tiles sit above them and
 * simply show nothing when unreachable.
 */
export async function basemapStyle(): Promise<StyleSpecification> {
  const { landShapes, borders } = await shippedLayers();
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: landShapes },
      borders: { type: 'geojson', data: borders },
      [OSM_SOURCE]: { type: 'raster', tiles: [OSM_TILES], tileSize: 256, maxzoom: 19, attribution: OSM_ATTRIBUTION },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': LAND } },
      { id: 'osm', type: 'raster', source: OSM_SOURCE },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': BORDER, 'line-width': 0.8 } },
    ],
  };
}

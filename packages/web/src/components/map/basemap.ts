import type { FeatureCollection, MultiLineString } from 'geojson';
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import type { BaseLayer, MapTileLayer, VectorBasemap } from '@armada/domain';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { VECTOR_SOURCE, vectorLayers, type VectorLayers } from './vectorBasemap';

type Land = Topology<{ land: GeometryCollection }>;
type Countries = Topology<{ countries: GeometryCollection }>;

const SEA = '#aad3df';
const LAND = '#f2efe9';
const BORDER = '#9e9aa8';
export const OSM_SOURCE = 'osm';
export const SATELLITE_SOURCE = 'satellite';
export const TRAFFIC_SOURCE = 'traffic';
/** Tile sources that may be unreachable (offline, blocked): their errors are expected, not reported. */
export const TILE_SOURCES: readonly string[] = [OSM_SOURCE, SATELLITE_SOURCE, TRAFFIC_SOURCE, VECTOR_SOURCE];

/**
 * The base layers the server offers (GET /api/app/config); without its answer, OpenStreetMap alone. With the
 * self-hosted `vector` basemap there is no raster `street`: the vector layers are the street layer.
 */
export type BaseTiles = {
  street: MapTileLayer | null;
  satellite: MapTileLayer | null;
  traffic: MapTileLayer | null;
  vector: VectorBasemap | null;
};
export const FALLBACK_TILES: BaseTiles = {
  street: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  },
  satellite: null,
  traffic: null,
  vector: null,
};

/** What is drawn over the shipped shapes: street or satellite, and the traffic overlay on either. */
export type BaseChoice = { base: BaseLayer; traffic: boolean };

/** The shapes come in their own chunk (about 1.3 MB), loaded beside the map code rather than inside it. */
async function loadShippedLayers() {
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

const raster = (layer: MapTileLayer): SourceSpecification => ({
  type: 'raster',
  tiles: [layer.url],
  tileSize: 256,
  maxzoom: 19,
  attribution: layer.attribution,
});

const visible = (on: boolean) => ({ visibility: on ? ('visible' as const) : ('none' as const) });

/** The raster layers above the shipped land (and the vector street layers), one per configured source. */
function tileLayers(tiles: BaseTiles, choice: BaseChoice, vector: VectorLayers | null) {
  const street = choice.base === 'street' || !tiles.satellite;
  const sources: Record<string, SourceSpecification> = {};
  const layers: LayerSpecification[] = [];
  if (vector) {
    sources[VECTOR_SOURCE] = vector.source;
    layers.push(
      ...vector.layers.map(
        (layer) => ({ ...layer, layout: { ...layer.layout, ...visible(street) } }) as LayerSpecification,
      ),
    );
  }
  if (tiles.street) {
    sources[OSM_SOURCE] = raster(tiles.street);
    layers.push({ id: OSM_SOURCE, type: 'raster', source: OSM_SOURCE, layout: visible(street) });
  }
  if (tiles.satellite) {
    sources[SATELLITE_SOURCE] = raster(tiles.satellite);
    layers.push({
      id: SATELLITE_SOURCE,
      type: 'raster',
      source: SATELLITE_SOURCE,
      layout: visible(choice.base === 'satellite'),
    });
  }
  if (tiles.traffic) {
    sources[TRAFFIC_SOURCE] = raster(tiles.traffic);
    layers.push({ id: TRAFFIC_SOURCE, type: 'raster', source: TRAFFIC_SOURCE, layout: visible(choice.traffic) });
  }
  return { sources, layers };
}

let shipped: ReturnType<typeof loadShippedLayers> | null = null;

/**
 * The shipped shapes, parsed once per page load (a second or so of work): started as the map page
 * opens, before the server has said which tiles to draw, and kept for the next visit.
 */
export function shippedLayers(): ReturnType<typeof loadShippedLayers> {
  shipped ??= loadShippedLayers();
  shipped.catch(() => {
    shipped = null;
  });
  return shipped;
}

/**
 * Readable offline: sea, land and borders ship with the app; the street (raster tiles or the self-hosted
 * vector basemap) or satellite tiles, and traffic, sit above them and simply show nothing when unreachable.
 */
export async function basemapStyle(
  tiles: BaseTiles,
  choice: BaseChoice,
  language: string,
): Promise<StyleSpecification> {
  const [{ landShapes, borders }, vector] = await Promise.all([
    shippedLayers(),
    tiles.vector ? vectorLayers(tiles.vector, { land: LAND, sea: SEA }, language) : null,
  ]);
  const online = tileLayers(tiles, choice, vector);
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: landShapes },
      borders: { type: 'geojson', data: borders },
      ...online.sources,
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      // No antialiased outline: at this detail it doubles the coastline's cost per frame for edges no one sees.
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': LAND, 'fill-antialias': false } },
      ...online.layers,
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': BORDER, 'line-width': 0.8 } },
    ],
  };
}

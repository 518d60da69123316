import type { ReaderLanguage } from '../../reader-language.js';
import { nearestPlaceText } from './address-text.js';
import { loadPlaces } from './place-data.js';
import { createPlaceGrid, type Nearest, type PlaceGrid } from './place-grid.js';

export { NEAR_KM } from './address-text.js';
/** Farther than this from any place, or nearest to a place abroad, the answer is the coordinates. */
export const MAX_PLACE_KM = 50;

let grid: Promise<PlaceGrid> | null = null;
let loaded: PlaceGrid | null = null;

/** Built once, on first use: loading the GeoNames file takes a few hundred milliseconds. */
export function placeGrid(): Promise<PlaceGrid> {
  grid ??= loadPlaces()
    .then(createPlaceGrid)
    .then((built) => (loaded = built));
  grid.catch(() => {
    grid = null;
  });
  return grid;
}

/** Plain coordinates, five decimals (~1 m). */
export const coordinatesText = (lat: number, lon: number) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/**
 * "Near Cikarang, Kabupaten Bekasi, West Java" or "12 km north-east of Cikarang, ...", in the reader's
 * language; null abroad or far from any place.
 */
export function describeNearest(
  nearest: Nearest | null,
  at: { lat: number; lng: number },
  language: ReaderLanguage = 'en-us',
): string | null {
  if (!nearest || nearest.place.country !== 'ID') return null;
  return nearestPlaceText(nearest.place, { ...at, km: nearest.km }, language);
}

/** The address of a point from a loaded place grid, or its coordinates far from any place. */
const addressIn = (grid: PlaceGrid, lat: number, lon: number, language: ReaderLanguage) =>
  describeNearest(grid.nearest(lat, lon, MAX_PLACE_KM), { lat, lng: lon }, language) ?? coordinatesText(lat, lon);

/**
 * The address from the shipped place data without waiting (a list of thousands asks it per row):
 * null until the place data has loaded, which the first call starts.
 */
export function offlineAddressNow(lat: number, lon: number, language: ReaderLanguage = 'en-us'): string | null {
  if (!loaded) {
    placeGrid().catch(() => undefined);
    return null;
  }
  return addressIn(loaded, lat, lon, language);
}

/** The address from the shipped place data: never fails, never leaves the process. */
export async function offlineAddress(lat: number, lon: number, language: ReaderLanguage = 'en-us'): Promise<string> {
  return addressIn(await placeGrid(), lat, lon, language);
}

import { loadPlaces } from './place-data.js';
import { createPlaceGrid, type Nearest, type PlaceGrid } from './place-grid.js';

/** Within this distance the address says "Near <place>"; beyond it, "<n> km from <place>". */
export const NEAR_KM = 3;
/** Farther than this from any place, or nearest to a place abroad, the answer is the coordinates. */
export const MAX_PLACE_KM = 50;

let grid: Promise<PlaceGrid> | null = null;

/** Built once, on first use: loading the GeoNames file takes a few hundred milliseconds. */
export function placeGrid(): Promise<PlaceGrid> {
  grid ??= loadPlaces().then(createPlaceGrid);
  grid.catch(() => {
    grid = null;
  });
  return grid;
}

/** Plain coordinates, five decimals (~1 m). */
export const coordinatesText = (lat: number, lon: number) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/** "Near Cikarang, Kabupaten Bekasi, Jawa Barat" or "12 km from Cikarang, ..."; null abroad or far from any place. */
export function describeNearest(nearest: Nearest | null): string | null {
  if (!nearest || nearest.place.country !== 'ID') return null;
  const { place, km } = nearest;
  const parts = [place.name, place.regency, place.province].filter(
    (part, i, all): part is string => !!part && all.indexOf(part) === i,
  );
  const where = parts.join(', ');
  return km <= NEAR_KM ? `Near ${where}` : `${Math.round(km)} km from ${where}`;
}

/** The address from the shipped place data: never fails, never leaves the process. */
export async function offlineAddress(lat: number, lon: number): Promise<string> {
  const nearest = (await placeGrid()).nearest(lat, lon, MAX_PLACE_KM);
  return describeNearest(nearest) ?? coordinatesText(lat, lon);
}

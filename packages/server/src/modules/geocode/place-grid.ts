import type { Place } from './place-data.js';

/** Cells of half a degree (~55 km at the equator): a 3 x 3 block covers any search up to 50 km. */
const CELL_DEGREES = 0.5;
const EARTH_RADIUS_KM = 6371;

export type Nearest = { place: Place; km: number };

const cellOf = (deg: number) => Math.floor(deg / CELL_DEGREES);

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A grid of places for nearest-neighbour search within a radius. */
export function createPlaceGrid(places: readonly Place[]) {
  const cells = new Map<string, Place[]>();
  for (const place of places) {
    const key = `${cellOf(place.lat)}:${cellOf(place.lng)}`;
    const cell = cells.get(key);
    if (cell) cell.push(place);
    else cells.set(key, [place]);
  }

  /** The nearest place within maxKm (at most 50 km), or null. */
  function nearest(lat: number, lng: number, maxKm: number): Nearest | null {
    let best: Nearest | null = null;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        for (const place of cells.get(`${cellOf(lat) + dy}:${cellOf(lng) + dx}`) ?? []) {
          const km = distanceKm(lat, lng, place.lat, place.lng);
          if (km <= maxKm && (!best || km < best.km)) best = { place, km };
        }
      }
    }
    return best;
  }

  return { nearest, size: places.length };
}

export type PlaceGrid = ReturnType<typeof createPlaceGrid>;

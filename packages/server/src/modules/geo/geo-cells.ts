/**
 * The first pass of "which geofence holds this truck": each geofence's bounding box spread over the
 * 0.1° grid cells (about 11 km) it touches, so the database can join vehicles to geofences on
 * (cell, organisation) equality and read vehicle_state once, instead of pairing every vehicle with
 * every geofence (bench/geo.bench.ts measures both).
 */
export const CELLS_PER_DEGREE = 10;

export type FenceBox = {
  id: number;
  organization_id: number;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
};

/** Column arrays, one entry per (geofence, cell), ready for SQL `unnest`. */
export type CellColumns = {
  id: number[];
  org: number[];
  cy: number[];
  cx: number[];
  minLat: number[];
  maxLat: number[];
  minLng: number[];
  maxLng: number[];
};

/** The cell of a coordinate; the SQL side computes floor(lat * 10) the same way, in doubles too. */
export const cellOf = (degrees: number) => Math.floor(degrees * CELLS_PER_DEGREE);

export function gridCells(fences: readonly FenceBox[]): CellColumns {
  const out: CellColumns = { id: [], org: [], cy: [], cx: [], minLat: [], maxLat: [], minLng: [], maxLng: [] };
  for (const f of fences) {
    for (let cy = cellOf(f.min_lat); cy <= cellOf(f.max_lat); cy += 1) {
      for (let cx = cellOf(f.min_lng); cx <= cellOf(f.max_lng); cx += 1) {
        out.id.push(f.id);
        out.org.push(f.organization_id);
        out.cy.push(cy);
        out.cx.push(cx);
        out.minLat.push(f.min_lat);
        out.maxLat.push(f.max_lat);
        out.minLng.push(f.min_lng);
        out.maxLng.push(f.max_lng);
      }
    }
  }
  return out;
}

/** A PostgreSQL array literal of numbers ('{1,2.5}'), sent as one parameter and cast in SQL. */
export function arrayLiteral(values: readonly number[]): string {
  if (!values.every(Number.isFinite)) throw new Error('array literal of non-finite numbers');
  return `{${values.join(',')}}`;
}

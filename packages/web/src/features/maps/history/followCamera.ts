import type { LngLatBoundsLike, Map as MapLibreMap } from 'maplibre-gl';
import type { HistoryResult } from '@armada/domain';
import type { MapInset } from '../MapView';

const MARGIN = 48;
/** The smallest part of the map, in pixels, the route is fitted into when panels leave less (phones). */
const MIN_FREE = 80;

/** A margin and an inset that leave at least MIN_FREE pixels of `size`. */
function fitting(size: number, inset: number): { margin: number; inset: number } {
  const margin = Math.min(MARGIN, Math.max(4, (size - inset - MIN_FREE) / 2));
  return { margin, inset: Math.max(0, Math.min(inset, size - 2 * margin - MIN_FREE)) };
}

/** The share of the visible map, around its centre, the replayed truck may move in before the camera follows. */
const INNER_SHARE = 0.6;

/** Frames the whole route in the part of the map no panel covers. */
export function fitRoute(map: MapLibreMap, result: HistoryResult, inset: MapInset): void {
  const lngs = result.positions.map((p) => p.lng);
  const lats = result.positions.map((p) => p.lat);
  if (lngs.length === 0) return;
  const bounds: LngLatBoundsLike = [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
  const canvas = map.getCanvas();
  const x = fitting(canvas.clientWidth, inset.right);
  const y = fitting(canvas.clientHeight, inset.bottom);
  map.fitBounds(bounds, {
    padding: { top: y.margin, left: x.margin, right: x.margin + x.inset, bottom: y.margin + y.inset },
    maxZoom: 15,
    duration: 600,
  });
}

/** Keeps the truck in view while it plays: the camera moves when it nears the edge of the visible part. */
export function keepInView(map: MapLibreMap, lngLat: [number, number], inset: MapInset): void {
  if (map.isMoving()) return;
  const canvas = map.getCanvas();
  const right = fitting(canvas.clientWidth, inset.right).inset;
  const bottom = fitting(canvas.clientHeight, inset.bottom).inset;
  const width = canvas.clientWidth - right;
  const height = canvas.clientHeight - bottom;
  const at = map.project(lngLat);
  const dx = Math.abs(at.x - width / 2);
  const dy = Math.abs(at.y - height / 2);
  if (dx <= (width * INNER_SHARE) / 2 && dy <= (height * INNER_SHARE) / 2) return;
  map.easeTo({ center: lngLat, offset: [-right / 2, -bottom / 2], duration: 400 });
}

/** The zoom a picked stop or event is shown at, unless the map is closer already. */
const FOCUS_ZOOM = 15;

/** Centres a place in the part of the map no panel covers (a stop or event picked in the panel). */
export function focusOn(map: MapLibreMap, lngLat: [number, number], inset: MapInset): void {
  const canvas = map.getCanvas();
  const right = fitting(canvas.clientWidth, inset.right).inset;
  const bottom = fitting(canvas.clientHeight, inset.bottom).inset;
  map.easeTo({
    center: lngLat,
    zoom: Math.max(map.getZoom(), FOCUS_ZOOM),
    offset: [-right / 2, -bottom / 2],
    duration: 600,
  });
}

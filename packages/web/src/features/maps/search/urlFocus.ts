import type { PlaceResult } from '@armada/domain';

/** An event of a vehicle: when it began and, for a condition that ended, when it ended (ms). */
export type EventMoment = { at: number; until?: number };

/**
 * What /maps is asked to show first: a vehicle (`?imei=`, with `at` and `until` for an event: its
 * history there) or a place (`?lat=&lng=&zoom=`, with `bbox` and `place`).
 */
export type UrlFocus =
  | { kind: 'vehicle'; imei: string; event?: EventMoment }
  | { kind: 'place'; place: Pick<PlaceResult, 'name' | 'lat' | 'lng' | 'zoom' | 'bbox'> }
  | null;

const number = (text: string | null, min: number, max: number): number | null => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
};

function bboxOf(text: string | null): PlaceResult['bbox'] {
  const parts = (text ?? '').split(',').map((part) => number(part, -180, 180));
  if (parts.length !== 4 || parts.some((part) => part === null)) return null;
  return parts as [number, number, number, number];
}

export function focusFromSearch(search: string): UrlFocus {
  const params = new URLSearchParams(search);
  const imei = params.get('imei')?.trim();
  if (imei) {
    const at = number(params.get('at'), 0, 8.64e15);
    if (at === null) return { kind: 'vehicle', imei };
    const until = number(params.get('until'), at, 8.64e15);
    return { kind: 'vehicle', imei, event: until === null ? { at } : { at, until } };
  }
  const lat = number(params.get('lat'), -90, 90);
  const lng = number(params.get('lng'), -180, 180);
  if (lat === null || lng === null) return null;
  const zoom = number(params.get('zoom'), 0, 20) ?? 13;
  return {
    kind: 'place',
    place: { name: params.get('place') ?? '', lat, lng, zoom, bbox: bboxOf(params.get('bbox')) },
  };
}

/** The map on a vehicle, or on its history at an event. */
export function vehicleFocusUrl(imei: string, event?: EventMoment): string {
  const params = new URLSearchParams({ imei });
  if (event) params.set('at', String(event.at));
  if (event?.until !== undefined) params.set('until', String(event.until));
  return `/maps?${params.toString()}`;
}

export function placeFocusUrl(place: Pick<PlaceResult, 'name' | 'lat' | 'lng' | 'zoom' | 'bbox'>): string {
  const params = new URLSearchParams({ lat: String(place.lat), lng: String(place.lng), zoom: String(place.zoom) });
  if (place.bbox) params.set('bbox', place.bbox.join(','));
  if (place.name) params.set('place', place.name);
  return `/maps?${params.toString()}`;
}

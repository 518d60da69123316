import type { PlaceResult } from '@armada/domain';

/** What /maps is asked to show first: a vehicle (`?imei=`) or a place (`?lat=&lng=&zoom=`, with `bbox` and `place`). */
export type UrlFocus =
  | { kind: 'vehicle'; imei: string }
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
  if (imei) return { kind: 'vehicle', imei };
  const lat = number(params.get('lat'), -90, 90);
  const lng = number(params.get('lng'), -180, 180);
  if (lat === null || lng === null) return null;
  const zoom = number(params.get('zoom'), 0, 20) ?? 13;
  return {
    kind: 'place',
    place: { name: params.get('place') ?? '', lat, lng, zoom, bbox: bboxOf(params.get('bbox')) },
  };
}

export const vehicleFocusUrl = (imei: string) => `/maps?${new URLSearchParams({ imei }).toString()}`;

export function placeFocusUrl(place: Pick<PlaceResult, 'name' | 'lat' | 'lng' | 'zoom' | 'bbox'>): string {
  const params = new URLSearchParams({ lat: String(place.lat), lng: String(place.lng), zoom: String(place.zoom) });
  if (place.bbox) params.set('bbox', place.bbox.join(','));
  if (place.name) params.set('place', place.name);
  return `/maps?${params.toString()}`;
}

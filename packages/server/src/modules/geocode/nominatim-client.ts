import type { PlaceResult } from '@armada/domain';

/** Reverse geocoding and place search against a Nominatim-compatible service (GEOCODER_URL). */
export type NominatimOptions = { baseUrl: string; timeoutMs: number };

type ReverseAnswer = { display_name?: unknown; error?: unknown };

/** The display_name for a point, or null when the service fails, times out or knows no address. */
export async function reverseGeocode(
  options: NominatimOptions,
  lat: number,
  lon: number,
  zoom: number,
): Promise<string | null> {
  const url = new URL(`${options.baseUrl}/reverse`);
  url.search = new URLSearchParams({
    format: 'jsonv2',
    lat: String(lat),
    lon: String(lon),
    zoom: String(zoom),
  }).toString();
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'application/json', 'user-agent': 'Armada fleet portal' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as ReverseAnswer;
    return typeof body.display_name === 'string' && body.display_name.trim() ? body.display_name : null;
  } catch {
    return null;
  }
}

type SearchHit = { display_name?: unknown; name?: unknown; lat?: unknown; lon?: unknown; boundingbox?: unknown };

/** Nominatim's [south, north, west, east] as strings, to west, south, east, north. */
function boxOf(raw: unknown): PlaceResult['bbox'] {
  if (!Array.isArray(raw) || raw.length !== 4) return null;
  const [south, north, west, east] = raw.map(Number) as [number, number, number, number];
  return [south, north, west, east].every(Number.isFinite) ? [west, south, east, north] : null;
}

function toPlace(hit: SearchHit): PlaceResult | null {
  const lat = Number(hit.lat);
  const lng = Number(hit.lon);
  const display = typeof hit.display_name === 'string' ? hit.display_name : '';
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !display) return null;
  const [first = display, ...rest] = display.split(', ');
  const name = typeof hit.name === 'string' && hit.name ? hit.name : first;
  const detail = (name === first ? rest : display.split(', ')).join(', ');
  return { name, detail, kind: 'address', lat, lng, zoom: 15, bbox: boxOf(hit.boundingbox) };
}

/** Places for a free-text query from Nominatim's /search; null when the service fails or times out. */
export async function searchNominatim(
  options: NominatimOptions,
  q: string,
  limit: number,
): Promise<PlaceResult[] | null> {
  const url = new URL(`${options.baseUrl}/search`);
  url.search = new URLSearchParams({ format: 'jsonv2', q, limit: String(limit) }).toString();
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'application/json', 'user-agent': 'Armada fleet portal' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (!Array.isArray(body)) return null;
    return body.map((hit: SearchHit) => toPlace(hit)).filter((p): p is PlaceResult => p !== null);
  } catch {
    return null;
  }
}

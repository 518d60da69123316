/** Reverse geocoding against a Nominatim-compatible service (GEOCODER_URL). */
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

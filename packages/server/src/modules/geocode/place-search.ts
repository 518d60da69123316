import { PLACE_KINDS, type PlaceResult } from '@armada/domain';
import { GEOCODER_CONFIG, type GeocoderConfig } from './geocoder-config.js';
import { searchNominatim } from './nominatim-client.js';
import { buildPlaceIndex, normalise, type IndexEntry } from './place-index.js';
import { distanceKm } from './place-grid.js';

/** How well a name matches: whole name, its start, the start of a later word, anywhere; null when not at all. */
export function matchQuality(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  return name.includes(query) ? 3 : null;
}

const kindRank = (kind: PlaceResult['kind']) => PLACE_KINDS.indexOf(kind);
/** A place this close to a better result of the same name is the same place (Surabaya, the city and the regency). */
const SAME_PLACE_KM = 5;

/**
 * Entries matching the query, best first: by how well the name matches, then provinces, regencies,
 * districts before populated places, then shorter names.
 */
export function rankPlaces(index: readonly IndexEntry[], q: string, limit: number): PlaceResult[] {
  const query = normalise(q);
  if (!query) return [];
  const scored: { result: PlaceResult; score: number }[] = [];
  for (const { result, names } of index) {
    const qualities = names.map((name) => matchQuality(name, query)).filter((n): n is number => n !== null);
    if (qualities.length === 0) continue;
    scored.push({ result, score: Math.min(...qualities) * 10 + kindRank(result.kind) });
  }
  scored.sort((a, b) => a.score - b.score || a.result.name.length - b.result.name.length);
  const out: PlaceResult[] = [];
  for (const { result } of scored) {
    const core = normalise(result.name).replace(/^(kabupaten|kota)( administrasi)? /, '');
    const repeat = out.some(
      (kept) =>
        normalise(kept.name).endsWith(core) && distanceKm(kept.lat, kept.lng, result.lat, result.lng) < SAME_PLACE_KM,
    );
    if (!repeat) out.push(result);
    if (out.length === limit) break;
  }
  return out;
}

let index: Promise<IndexEntry[]> | null = null;

/** Built once, on the first search (about a second: it reads the GeoNames and area files). */
function placeIndex(): Promise<IndexEntry[]> {
  index ??= buildPlaceIndex();
  index.catch(() => {
    index = null;
  });
  return index;
}

/** The shipped data's answer: never fails, never leaves the process. */
export async function offlinePlaceSearch(q: string, limit: number): Promise<PlaceResult[]> {
  return rankPlaces(await placeIndex(), q, limit);
}

export type PlaceSearch = { search(q: string, limit: number): Promise<PlaceResult[]> };

/** Nominatim's /search when GEOCODER_URL is set and it answers; else (or when it fails) the shipped data. */
export function createPlaceSearch(config: GeocoderConfig): PlaceSearch {
  return {
    async search(q, limit) {
      const online = config.url
        ? await searchNominatim({ baseUrl: config.url, timeoutMs: config.timeoutMs }, q, limit)
        : null;
      return online ?? offlinePlaceSearch(q, limit);
    },
  };
}

export const placeSearch: PlaceSearch = createPlaceSearch(GEOCODER_CONFIG);

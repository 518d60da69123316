import type { PlaceResult } from '@armada/domain';
import { loadPlaces, readCsv, type Place } from './place-data.js';
import { titleCase } from './place-names.js';

/** A searchable entry: what the answer shows, and the names (normalised) it is found by. */
export type IndexEntry = { result: PlaceResult; names: string[] };

type Spot = { lat: number; lng: number; bbox: PlaceResult['bbox'] };

/** GeoNames has almost no places inside Jakarta: its five cities' centres, so they do not all fall on one point. */
const KNOWN_CENTRES: Readonly<Record<string, [lat: number, lng: number]>> = {
  'Kota Administrasi Jakarta Pusat': [-6.1865, 106.8341],
  'Kota Administrasi Jakarta Utara': [-6.1384, 106.8636],
  'Kota Administrasi Jakarta Barat': [-6.1674, 106.7637],
  'Kota Administrasi Jakarta Selatan': [-6.2615, 106.8106],
  'Kota Administrasi Jakarta Timur': [-6.225, 106.9004],
};

/** Lower case, accents and punctuation gone, single spaces: 'Kota Bau-Bau' and 'kota bau bau' meet. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** 'Kota Administrasi Jakarta Selatan' is also found as 'Jakarta Selatan'; 'Daerah Khusus Ibukota Jakarta' as 'DKI Jakarta'. */
function namesOf(name: string): string[] {
  const full = normalise(name);
  const core = full.replace(/^(kabupaten|kota)( administrasi)? /, '');
  const short = full
    .replace(/^daerah khusus ibukota /, 'dki ')
    .replace(/^daerah istimewa /, 'diy ')
    .replace(/^kabupaten /, 'kab ');
  return [...new Set([full, core, short])];
}

/** The middle and the box (padded) of the places in an area; the place named like the area is its middle. */
function spotOf(places: readonly Place[], coreName: string): Spot | null {
  const first = places[0];
  if (!first) return null;
  const lats = places.map((p) => p.lat);
  const lngs = places.map((p) => p.lng);
  const pad = 0.05;
  const bbox: Spot['bbox'] =
    places.length > 1
      ? [Math.min(...lngs) - pad, Math.min(...lats) - pad, Math.max(...lngs) + pad, Math.max(...lats) + pad]
      : null;
  const named = places.find((p) => normalise(p.name) === coreName);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return named ? { lat: named.lat, lng: named.lng, bbox } : { lat: mean(lats), lng: mean(lngs), bbox };
}

function groupBy(places: readonly Place[], key: (p: Place) => string | null): Map<string, Place[]> {
  const groups = new Map<string, Place[]>();
  for (const place of places) {
    const k = key(place);
    if (k) groups.set(k, [...(groups.get(k) ?? []), place]);
  }
  return groups;
}

const entry = (result: PlaceResult, names: string[]): IndexEntry => ({ result, names });

/**
 * Provinces, regencies and districts of the official list (idn-area-data), placed by the GeoNames
 * places inside them (the list has no coordinates): a district by the place of its name in its
 * regency, else at its regency; a regency without places at its province. Then the places.
 */
export async function buildPlaceIndex(): Promise<IndexEntry[]> {
  const [places, provinces, regencies, districts] = await Promise.all([
    loadPlaces(),
    readCsv('idn-area-data/data/provinces.csv'),
    readCsv('idn-area-data/data/regencies.csv'),
    readCsv('idn-area-data/data/districts.csv'),
  ]);
  const byRegency = groupBy(places, (p) => p.regency);
  const byProvince = groupBy(places, (p) => p.province);
  const out: IndexEntry[] = [];
  const provinceSpots = new Map<string, { name: string; spot: Spot }>();
  for (const [code = '', raw = ''] of provinces) {
    const name = titleCase(raw);
    const spot = spotOf(byProvince.get(name) ?? [], '');
    if (!spot) continue;
    provinceSpots.set(code, { name, spot });
    out.push(entry({ name, detail: '', kind: 'province', zoom: 7, ...spot }, namesOf(name)));
  }
  const regencySpots = new Map<string, { name: string; detail: string; spot: Spot; zoom: number }>();
  for (const [code = '', provinceCode = '', raw = ''] of regencies) {
    const name = titleCase(raw);
    const province = provinceSpots.get(provinceCode);
    const names = namesOf(name);
    const known = KNOWN_CENTRES[name];
    const spot = known
      ? { lat: known[0], lng: known[1], bbox: null }
      : (spotOf(byRegency.get(name) ?? [], names[1] ?? '') ?? province?.spot);
    if (!spot || !province) continue;
    const zoom = name.startsWith('Kota') ? 11 : 9;
    regencySpots.set(code, { name, detail: `${name}, ${province.name}`, spot, zoom });
    out.push(entry({ name, detail: province.name, kind: 'regency', zoom, ...spot }, names));
  }
  for (const [, regencyCode = '', raw = ''] of districts) {
    const regency = regencySpots.get(regencyCode);
    if (!regency) continue;
    const name = titleCase(raw);
    const own = (byRegency.get(regency.name) ?? []).find((p) => normalise(p.name) === normalise(name));
    const at = own ? { lat: own.lat, lng: own.lng, bbox: null, zoom: 13 } : { ...regency.spot, zoom: regency.zoom };
    out.push(entry({ name, detail: regency.detail, kind: 'district', ...at }, [normalise(name)]));
  }
  for (const place of places) {
    const where = place.country === 'ID' ? [place.regency, place.province] : [place.country];
    const detail = where.filter((part): part is string => !!part && part !== place.name).join(', ');
    const result: PlaceResult = {
      name: place.name,
      detail,
      kind: 'place',
      lat: place.lat,
      lng: place.lng,
      zoom: 13,
      bbox: null,
    };
    out.push(entry(result, [normalise(place.name)]));
  }
  return out;
}

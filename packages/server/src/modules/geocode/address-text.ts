import type { ReaderLanguage } from '../../reader-language.js';
import type { Place } from './place-data.js';
import { PROVINCE_NAMES } from './province-names.js';

/** Within this distance the address says "Near <place>"; beyond it, the distance and direction from it. */
export const NEAR_KM = 3;

type Wording = {
  near: string;
  away: string;
  /** Compass points from north, clockwise, every 45°. */
  compass: readonly string[];
  separator: string;
  /** Japanese addresses run from the province down to the place. */
  largestFirst: boolean;
};

const WORDING: Readonly<Record<ReaderLanguage, Wording>> = {
  'en-us': {
    near: 'Near {place}',
    away: '{km} km {direction} of {place}',
    compass: ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'],
    separator: ', ',
    largestFirst: false,
  },
  id: {
    near: 'Dekat {place}',
    away: '{km} km {direction} {place}',
    compass: ['utara', 'timur laut', 'timur', 'tenggara', 'selatan', 'barat daya', 'barat', 'barat laut'],
    separator: ', ',
    largestFirst: false,
  },
  ja: {
    near: '{place} 付近',
    away: '{place} の{direction} {km} km',
    compass: ['北', '北東', '東', '南東', '南', '南西', '西', '北西'],
    separator: '、',
    largestFirst: true,
  },
};

/** Initial bearing from one point to another, degrees clockwise from north, 0-360. */
export function bearingDegrees(fromLat: number, fromLng: number, toLat: number, toLng: number): number {
  const rad = Math.PI / 180;
  const dLng = (toLng - fromLng) * rad;
  const y = Math.sin(dLng) * Math.cos(toLat * rad);
  const x =
    Math.cos(fromLat * rad) * Math.sin(toLat * rad) - Math.sin(fromLat * rad) * Math.cos(toLat * rad) * Math.cos(dLng);
  return (Math.atan2(y, x) / rad + 360) % 360;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The province in the reader's language; regencies and places keep their official names. */
function provinceName(province: string | null, language: ReaderLanguage): string | null {
  const known = province ? PROVINCE_NAMES[province] : undefined;
  if (!known || language === 'id') return province;
  return language === 'ja' ? known.ja : known.en;
}

/** The regency, unless it only repeats the place's name ('Kota Bandung' for Bandung, 'Kabupaten Karawang' for Karawang). */
function regencyName(place: Place): string | null {
  const core = place.regency?.replace(/^(Kabupaten|Kota)\s+(Administrasi\s+)?/, '');
  return core === place.name ? null : place.regency;
}

/**
 * Where a point is from the nearest place, in the reader's language: "Near Cikarang, Kabupaten Bekasi, West
 * Java", "4 km timur laut Karawang, Jawa Barat", "西ジャワ州、Karawang の北東 4 km".
 */
export function nearestPlaceText(
  place: Place,
  point: { lat: number; lng: number; km: number },
  language: ReaderLanguage,
): string {
  const wording = WORDING[language];
  const parts = [place.name, regencyName(place), provinceName(place.province, language)].filter(
    (part, i, all): part is string => !!part && all.indexOf(part) === i,
  );
  const where = (wording.largestFirst ? parts.reverse() : parts).join(wording.separator);
  if (point.km <= NEAR_KM) return fill(wording.near, { place: where });
  const bearing = bearingDegrees(place.lat, place.lng, point.lat, point.lng);
  const direction = wording.compass[Math.round(bearing / 45) % 8] ?? '';
  return fill(wording.away, { km: String(Math.round(point.km)), direction, place: where });
}

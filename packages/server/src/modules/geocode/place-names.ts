/** Name handling for Indonesian regions: matching GeoNames names to the official (BPS) ones, and display. */

const DIRECTIONS: Readonly<Record<string, string>> = {
  north: 'utara',
  south: 'selatan',
  east: 'timur',
  west: 'barat',
  central: 'tengah',
};

/**
 * A key under which a GeoNames regency name ('Kota Medan', 'South Tapanuli Regency', 'Selayar
 * Islands Regency') and the official one ('Kota Medan', 'Kabupaten Tapanuli Selatan', 'Kabupaten
 * Kepulauan Selayar') meet: kind plus the core name without spaces or punctuation.
 */
export function regencyKey(name: string, kind?: 'kota' | 'kabupaten'): string {
  let n = name.toLowerCase().trim();
  const ownKind = /^kota\s|\scity$/.test(n) ? 'kota' : 'kabupaten';
  n = n
    .replace(/^(kabupaten|kota)\s+/, '')
    .replace(/\s+(regency|city)$/, '')
    .replace(/^administrasi\s+/, '')
    .replace(/^(north|south|east|west|central)\s+(.+)$/, (_, d: string, rest: string) => `${rest} ${DIRECTIONS[d]}`)
    .replace(/^(.+)\s+islands$/, 'kepulauan $1');
  return `${kind ?? ownKind}:${n.replace(/[^a-z]/g, '')}`;
}

/** Words kept lower case inside a name, as Indonesian usage writes them ('Pangkajene dan Kepulauan'). */
const SMALL_WORDS = new Set(['dan']);

/** 'KABUPATEN TOLI-TOLI' and 'kota bekasi' become 'Kabupaten Toli-Toli' and 'Kota Bekasi'. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

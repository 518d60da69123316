import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AreaOption } from '@armada/domain';

/** The official areas, with the children of each province and city, loaded once and kept in memory. */
export type AreaData = {
  provinces: AreaOption[];
  citiesOf: ReadonlyMap<string, AreaOption[]>;
  districtsOf: ReadonlyMap<string, AreaOption[]>;
  names: ReadonlyMap<string, string>;
};

const requireData = createRequire(import.meta.url);

/** One CSV line; fields may be quoted with "" for a quote inside (one district is "Ra""as"). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

async function rowsOf(file: string): Promise<string[][]> {
  const text = await readFile(requireData.resolve(`idn-area-data/data/${file}`), 'utf8');
  return text.trim().split(/\r?\n/).slice(1).map(csvFields);
}

const byName = (a: AreaOption, b: AreaOption) => a.name.localeCompare(b.name, 'id');

function grouped(rows: string[][]): Map<string, AreaOption[]> {
  const groups = new Map<string, AreaOption[]>();
  for (const [id = '', parent = '', name = ''] of rows) {
    const list = groups.get(parent) ?? [];
    list.push({ id, name });
    groups.set(parent, list);
  }
  for (const list of groups.values()) list.sort(byName);
  return groups;
}

async function loadAreas(): Promise<AreaData> {
  const [provinceRows, cityRows, districtRows] = await Promise.all([
    rowsOf('provinces.csv'),
    rowsOf('regencies.csv'),
    rowsOf('districts.csv'),
  ]);
  const provinces = provinceRows.map(([id = '', name = '']) => ({ id, name })).sort(byName);
  const names = new Map<string, string>(provinces.map((p) => [p.id, p.name]));
  for (const [id = '', , name = ''] of [...cityRows, ...districtRows]) names.set(id, name);
  return { provinces, citiesOf: grouped(cityRows), districtsOf: grouped(districtRows), names };
}

let cached: Promise<AreaData> | undefined;

/** The shipped BPS data (idn-area-data), read on first use and then served from memory. */
export function areaData(): Promise<AreaData> {
  cached ??= loadAreas().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Whether the district lies in the city and the city in the province. */
export async function areaChainExists(provinceId: string, cityId: string, districtId: string): Promise<boolean> {
  const data = await areaData();
  const city = data.citiesOf.get(provinceId)?.some((c) => c.id === cityId) ?? false;
  return city && (data.districtsOf.get(cityId)?.some((d) => d.id === districtId) ?? false);
}

/** The official name of a province, city or district id. */
export async function areaName(id: string | null): Promise<string | null> {
  if (!id) return null;
  return (await areaData()).names.get(id) ?? null;
}

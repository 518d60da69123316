import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { provinceOfCity, REALM_ID, splitList } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import { areaData } from '../area/area-data.js';
import type { DealerSetInput, DealerSetKind } from './dealer-set-kinds.js';

export type Coverage = { province_ids: string[]; city_ids: string[] };

/** A body checked in full: undefined for what it leaves as it is. */
export type CheckedSet = {
  name?: string;
  code?: string;
  dealers?: number[];
  coverage?: Coverage;
  /** The code was made from the name, so a clash on it is a clash on the name. */
  codeFromName?: boolean;
};

const otherThan = (kind: DealerSetKind, id: number | undefined) =>
  id === undefined ? undefined : ne(kind.table.id, id);

async function checkNameFree(db: Db, kind: DealerSetKind, name: string, id?: number): Promise<void> {
  const { table } = kind;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(sql`lower(${table.name}) = ${name.toLowerCase()}`, otherThan(kind, id)))
    .limit(1);
  if (rows.length > 0) throw new AppError(409, kind.nameTaken);
}

/** A code from the name: 'Surya Niaga Group' → 'GRP-SURYA-NIAGA-GROUP'; the prefix alone when no Latin letter is left. */
export function codeFromName(prefix: string, name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .slice(0, 30)
    .replace(/^-+|-+$/g, '');
  return words ? `${prefix}-${words}` : prefix;
}

/** The given code, refused when taken; else one made from the name, numbered until free. */
async function freeCode(db: Db, kind: DealerSetKind, input: DealerSetInput, name: string, id?: number) {
  const { table } = kind;
  const wanted = input.code?.toUpperCase();
  const base = wanted ?? codeFromName(kind.codePrefix, name);
  const rows = await db
    .select({ code: table.code })
    .from(table)
    .where(
      and(or(sql`upper(${table.code}) = ${base}`, sql`upper(${table.code}) LIKE ${`${base}-%`}`), otherThan(kind, id)),
    );
  const taken = new Set(rows.map((row) => row.code.toUpperCase()));
  if (!taken.has(base)) return base;
  if (wanted) throw new AppError(409, 'dealer_set_code_taken');
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The member dealers; anything but an existing dealer organisation is refused. */
async function checkedDealers(db: Db, text: string | undefined): Promise<number[] | undefined> {
  if (text === undefined) return undefined;
  const ids = splitList(text).map(Number);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, ids), eq(organizations.realm_id, REALM_ID.dealer)));
  if (rows.length !== ids.length) throw badRequest('invalid_dealer');
  return ids;
}

/** Provinces and cities of the official data, each city in a chosen province; what is not given stays. */
async function checkedCoverage(input: DealerSetInput, current: Coverage | undefined): Promise<Coverage | undefined> {
  if (input.province_ids === undefined && input.city_ids === undefined) return undefined;
  const provinces = input.province_ids === undefined ? (current?.province_ids ?? []) : splitList(input.province_ids);
  const cities = input.city_ids === undefined ? (current?.city_ids ?? []) : splitList(input.city_ids);
  const data = await areaData();
  const known = new Set(data.provinces.map((province) => province.id));
  if (!provinces.every((id) => known.has(id))) throw badRequest('area_not_found');
  for (const city of cities) {
    if (!data.citiesOf.get(provinceOfCity(city))?.some((option) => option.id === city))
      throw badRequest('area_not_found');
    if (!provinces.includes(provinceOfCity(city))) throw badRequest('area_city_outside');
  }
  return { province_ids: provinces.sort(), city_ids: cities.sort() };
}

/**
 * Checks a whole body before anything is written: a free name (any case), a free code, dealers
 * that exist, and for an area its provinces and cities. `current` is the row edited.
 */
export async function checkedSet(
  db: Db,
  kind: DealerSetKind,
  input: DealerSetInput,
  current?: { id: number; name: string } & Partial<Coverage>,
): Promise<CheckedSet> {
  const name = input.name?.trim();
  if (name !== undefined) await checkNameFree(db, kind, name, current?.id);
  const adding = current === undefined;
  const code =
    adding || input.code !== undefined
      ? await freeCode(db, kind, input, name ?? current?.name ?? '', current?.id)
      : undefined;
  const dealers = await checkedDealers(db, input.dealer_ids);
  const coverage = kind.covers ? await checkedCoverage(input, current as Coverage | undefined) : undefined;
  return { name, code, dealers, coverage, codeFromName: input.code === undefined };
}

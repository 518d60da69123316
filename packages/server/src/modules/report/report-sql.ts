import { sql, type SQL } from 'drizzle-orm';
import { REPORT_SORTS, type EngineReport, type ReportQuery, type ReportTotals } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ReportSelection } from './report-selection.js';

/** The pieces every report query shares: the chosen vehicles, order, page, totals and number forms. */
/** The vehicle columns every report row starts with (from `chosen`). */
export type VehicleColumns = { imei: string; vehicle_name: string; vehicle_number: string | null };

export type Paging = Pick<ReportQuery, 'page' | 'count_perpage' | 'sort'> & {
  /** A download's cursor: the rows come batch by batch from it, in order, and no totals are counted. */
  stream?: RowStream;
};

/** The rows of one report query read batch by batch through a database cursor (a download). */
export type RowStream = { next<T>(db: Db, query: SQL): Promise<T[]> };

const CURSOR = 'report_rows';

/**
 * A cursor over the first query it is given, in the transaction `tx` (the whole file's); each `next`
 * fetches the following `batch` rows, so a million-row file never sits in memory or is sorted twice.
 */
export function cursorStream(tx: Db, batch: number): RowStream {
  let declared = false;
  return {
    async next<T>(_db: Db, query: SQL): Promise<T[]> {
      if (!declared) {
        await tx.execute(sql`DECLARE ${sql.identifier(CURSOR)} NO SCROLL CURSOR FOR ${query}`);
        declared = true;
      }
      return queryRows<T>(tx, sql`FETCH FORWARD ${sql.raw(String(batch))} FROM ${sql.identifier(CURSOR)}`);
    },
  };
}

/** A page of a report's rows (the query ends with `page(q)`), or a download's next batch. */
export const rowsOf = <T>(db: Db, query: SQL, q: Paging): Promise<T[]> =>
  q.stream ? q.stream.next<T>(db, query) : queryRows<T>(db, query);

/** A report's totals row, not counted for a download (the file has no footer). */
export async function sumsOf(db: Db, query: SQL, q: Paging): Promise<TotalsRow | undefined> {
  if (q.stream) return undefined;
  const [row] = await queryRows<TotalsRow>(db, query);
  return row;
}

/** ORDER BY for a report: an allowed column (by its output name), then a stable tie-break. */
export function orderBy(report: EngineReport, sort: string | undefined, tieBreak: string[]): SQL {
  const allowed: readonly string[] = REPORT_SORTS[report];
  const wanted = sort ?? allowed[0] ?? '';
  const column = wanted.replace(/^-/, '');
  if (!allowed.includes(column)) throw new AppError(400, 'report_sort_unknown', { values: { sort: wanted } });
  const keys = [sql`${sql.identifier(column)} ${sql.raw(wanted.startsWith('-') ? 'DESC' : 'ASC')}`];
  for (const key of tieBreak) if (key !== column) keys.push(sql`${sql.identifier(key)}`);
  return sql.join(keys, sql`, `);
}

/** LIMIT and OFFSET of the page asked for; nothing for a download, whose cursor reads every row. */
export const page = (q: Paging) =>
  q.stream ? sql`` : sql`LIMIT ${q.count_perpage} OFFSET ${(q.page - 1) * q.count_perpage}`;

export const chosen = (selection: Pick<ReportSelection, 'vehicles'>) =>
  sql`chosen AS (SELECT ${vehicles.imei} AS imei, ${vehicles.vehicle_name} AS vehicle_name,
    ${vehicles.vehicle_number} AS vehicle_number FROM ${vehicles} WHERE ${selection.vehicles})`;

export const iso = (value: unknown): string => new Date(value as string).toISOString();
export const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
export const roundOrNull = (value: number | null, digits = 1) => (value == null ? null : round(value, digits));

/** A report's totals as its query counts them: the row count and the figures the report has (the others are 0, fuel null). */
export type TotalsRow = { n: number } & Partial<Omit<ReportTotals, 'fuel_used'> & { fuel_used: number | null }>;

export function totalsOf(row: TotalsRow | undefined): { total: number; totals: ReportTotals } {
  return {
    total: row?.n ?? 0,
    totals: {
      distance_km: round(row?.distance_km ?? 0),
      duration_s: Math.round(row?.duration_s ?? 0),
      engine_s: Math.round(row?.engine_s ?? 0),
      moving_s: Math.round(row?.moving_s ?? 0),
      idle_s: Math.round(row?.idle_s ?? 0),
      fuel_used: roundOrNull(row?.fuel_used ?? null),
      overspeed_count: row?.overspeed_count ?? 0,
    },
  };
}

/** Whole-number percent of a part in a total, capped at 100 (spec: rounded, at most 100), as SQL. */
export const percent = (part: SQL, total: SQL) =>
  sql`(CASE WHEN ${total} > 0 THEN least(100, round(100 * ${part} / ${total})) ELSE 0 END)::int`;

/** What a period's queries need of a selection. */
export type Period = Pick<ReportSelection, 'from' | 'to'>;

/** The period's bounds as SQL parameters. */
export const bounds = (selection: Period) => ({
  from: new Date(selection.from).toISOString(),
  to: new Date(selection.to).toISOString(),
});

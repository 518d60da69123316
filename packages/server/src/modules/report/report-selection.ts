import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_MAX_DAYS_MANY,
  REPORT_MAX_DAYS_ONE,
  REPORT_MAX_MONTHS,
  REPORT_MAX_VEHICLES,
  type ReportQuery,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { orgCondition, vehicleCondition, type Scope } from '../../auth/scope.js';
import { AppError } from '../../errors.js';
import { dayOf, dayStart, monthOf } from '../../reports/report-days.js';
import { vehicleGroupMembers, vehicleGroups } from '../vehicle-group/vehicle-group-tables.js';
import { assertNotLapsed, notLapsed } from '../subscription/subscription-lapse.js';

const DAY_MS = 86_400_000;

/** What a report covers: which vehicles (a condition on `vehicles`), and when. */
export type ReportSelection = {
  vehicles: SQL;
  from: number;
  to: number;
  /** The local days of the period, first and last. */
  firstDay: string;
  lastDay: string;
};

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An instant from ISO 8601 text: a date is its midnight in the reports' zone, a time without an
 * offset is read in that zone too (what a user in it means), one with an offset as given.
 */
export function readInstant(text: string, zone: string): number {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return Number.NaN;
  const [, date = '', hours, minutes, seconds, offset] = match;
  if (offset)
    return Date.parse(
      text
        .trim()
        .replace(' ', 'T')
        .replace(/([+-]\d{2})(\d{2})$/, '$1:$2'),
    );
  const midnight = dayStart(date, zone);
  if (Number.isNaN(midnight) || Number.isNaN(Date.parse(date))) return Number.NaN;
  return midnight + ((Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60 + Number(seconds ?? 0)) * 1000;
}

function period(query: ReportQuery, zone: string, maxDays: number, monthly: boolean) {
  const from = readInstant(query.start_date, zone);
  const to = readInstant(query.end_date, zone);
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to) throw new AppError(400, 'report_period_invalid');
  const firstDay = dayOf(from, zone);
  const lastDay = dayOf(to - 1, zone);
  if (monthly) {
    const months =
      (Number(lastDay.slice(0, 4)) - Number(firstDay.slice(0, 4))) * 12 +
      Number(lastDay.slice(5, 7)) -
      Number(firstDay.slice(5, 7)) +
      1;
    if (months > REPORT_MAX_MONTHS)
      throw new AppError(400, 'report_period_too_long', { values: { days: REPORT_MAX_MONTHS * 31 } });
    return { from, to, firstDay: monthOf(firstDay), lastDay };
  }
  // A day's worth of slack for the zone's daylight-saving changes.
  if (to - from > maxDays * DAY_MS + 3_600_000)
    throw new AppError(400, 'report_period_too_long', { values: { days: maxDays } });
  return { from, to, firstDay, lastDay };
}

const inScope = (scope: Scope) =>
  vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id });

/** The scope's vehicles; a fleet's or group's report leaves out those whose subscription lapsed. */
const visible = (scope: Scope) => and(inScope(scope), notLapsed(vehicles.id)) as SQL;

/** The vehicles asked for by imei, each visible to the caller; any other is refused by name. */
async function byImei(db: Db, scope: Scope, text: string): Promise<SQL> {
  const imeis = [...new Set(text.split(',').filter(Boolean))];
  if (imeis.length > REPORT_MAX_VEHICLES)
    throw new AppError(400, 'report_vehicles_too_many', { values: { count: REPORT_MAX_VEHICLES } });
  const found = await db
    .select({
      imei: vehicles.imei,
      id: vehicles.id,
      vehicle_name: vehicles.vehicle_name,
      vehicle_number: vehicles.vehicle_number,
    })
    .from(vehicles)
    .where(and(inArray(vehicles.imei, imeis), inScope(scope)));
  const known = new Set(found.map((v) => v.imei));
  // One refusal for a vehicle that does not exist and one of another fleet: neither is told apart.
  const missing = imeis.find((imei) => !known.has(imei));
  if (missing !== undefined) throw new AppError(404, 'report_vehicle_unknown', { values: { imei: missing } });
  // A vehicle asked for by name whose subscription lapsed is refused by name.
  for (const vehicle of found) await assertNotLapsed(db, vehicle);
  return and(inArray(vehicles.imei, imeis), inScope(scope)) as SQL;
}

async function byGroup(db: Db, scope: Scope, groupId: number): Promise<SQL> {
  const [group] = await db
    .select({ id: vehicleGroups.id })
    .from(vehicleGroups)
    .where(and(eq(vehicleGroups.id, groupId), orgCondition(scope, vehicleGroups.organization_id)));
  if (!group) throw new AppError(404, 'report_group_unknown');
  return and(
    visible(scope),
    sql`${vehicles.id} IN (SELECT ${vehicleGroupMembers.vehicle_id} FROM ${vehicleGroupMembers} WHERE ${vehicleGroupMembers.group_id} = ${groupId})`,
  ) as SQL;
}

/**
 * The vehicles and period of a report, checked: vehicles by imei (at most 100, each in the caller's
 * fleet), or a vehicle group, or else the caller's whole fleet; a period that starts before it ends,
 * at most a month for one vehicle and two weeks for more (the monthly summary: up to a year).
 */
export async function selectReport(
  db: Db,
  scope: Scope,
  query: ReportQuery,
  zone: string,
  monthly = false,
): Promise<ReportSelection> {
  if (query.imei && query.vehicle_group_id !== undefined) throw new AppError(400, 'report_vehicles_both');
  const one = query.imei !== undefined && new Set(query.imei.split(',').filter(Boolean)).size === 1;
  const when = period(query, zone, one ? REPORT_MAX_DAYS_ONE : REPORT_MAX_DAYS_MANY, monthly);
  const chosen = query.imei
    ? await byImei(db, scope, query.imei)
    : query.vehicle_group_id !== undefined
      ? await byGroup(db, scope, query.vehicle_group_id)
      : visible(scope);
  return { vehicles: chosen, ...when };
}

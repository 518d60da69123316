import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NotificationListQuery, NotificationPage } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { sieved } from '../../db/search-text.js';
import { notifications, vehicles } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { VEHICLE_SEARCHED } from '../vehicle/vehicle-resource.js';
import { readIdsAmong } from './notification-read-marks.js';

export type NotificationViewer = { scope: Scope; userId: number };

/**
 * What a caller may read: their own (downloads), their organisations' (by scope), everyone's
 * (announcements: neither organisation nor user), and for a leasing company the events of the
 * vehicles it leases, as the live socket already shows it those vehicles.
 */
export function visibleNotifications({ scope, userId }: NotificationViewer): SQL {
  const orgs = orgCondition(scope, notifications.organization_id);
  const leased =
    scope.kind === 'own'
      ? sql` OR ${notifications.imei} IN (SELECT ${vehicles.imei} FROM ${vehicles} WHERE ${vehicles.leasing_org_id} = ${scope.orgId})`
      : sql``;
  return sql`(${notifications.user_id} = ${userId} OR (${notifications.user_id} IS NULL AND (${notifications.organization_id} IS NULL OR ${orgs}${leased})))`;
}

/** Up to this many vehicles found by name or plate are listed by IMEI (an index lookup each); more are matched by a subquery. */
const LISTED_VEHICLES = 200;

/**
 * The text, the IMEI, or the vehicle's name or plate. Each part is sieved by its trigram index
 * (db/search-text.ts). The vehicles are looked up first: a short list of IMEIs lets PostgreSQL
 * combine both indexes, where `imei IN (subquery)` would read every notification; a long one
 * (a search most vehicles match) stays a subquery, as reading everything is then the fast way.
 */
async function searchCondition(db: Db, search: string): Promise<SQL> {
  const pattern = containsPattern(search.toLowerCase());
  const own = sieved(
    [notifications.text, notifications.imei],
    pattern,
    sql`(lower(${notifications.text}) LIKE ${pattern} OR ${notifications.imei} LIKE ${pattern})`,
  );
  const named = sql`(lower(${vehicles.vehicle_name}) LIKE ${pattern} OR lower(${vehicles.vehicle_number}) LIKE ${pattern})`;
  const found = await db
    .select({ imei: vehicles.imei })
    .from(vehicles)
    .where(sieved(VEHICLE_SEARCHED, pattern, named))
    .limit(LISTED_VEHICLES + 1);
  // Many matches: the sieve would only add work to a scan of the vehicles.
  const about =
    found.length > LISTED_VEHICLES
      ? sql`${notifications.imei} IN (SELECT ${vehicles.imei} FROM ${vehicles} WHERE ${named})`
      : inArray(
          notifications.imei,
          found.map((row) => row.imei),
        );
  return sql`(${own} OR ${about})`;
}

/** A row of the list: the notification and the vehicle it is about. */
const COLUMNS = {
  id: notifications.id,
  created_at: notifications.created_at,
  text: notifications.text,
  type: notifications.type,
  type_name: notifications.type_name,
  filter: notifications.filter,
  imei: notifications.imei,
  vehicle_name: vehicles.vehicle_name,
  vehicle_number: vehicles.vehicle_number,
  link: notifications.link,
  expires_at: notifications.expires_at,
  data: notifications.data,
};

type ListFilters = Omit<NotificationListQuery, 'type'> & { types: readonly string[] };

/** A page of the caller's notifications, newest first, with the vehicle each is about. */
export async function listNotifications(db: Db, viewer: NotificationViewer, query: ListFilters) {
  const conditions: SQL[] = [visibleNotifications(viewer)];
  if (query.filter) conditions.push(eq(notifications.filter, query.filter));
  if (query.types.length > 0) conditions.push(inArray(notifications.type, [...query.types]));
  const search = query.search?.trim();
  if (search) conditions.push(await searchCondition(db, search));
  const where = and(...conditions);
  const joined = eq(vehicles.imei, notifications.imei);
  const [rows, totals] = await Promise.all([
    db
      .select(COLUMNS)
      .from(notifications)
      .leftJoin(vehicles, joined)
      .where(where)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  const read = await readIdsAmong(db, viewer.userId, rows);
  const page: NotificationPage = {
    data: rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at?.toISOString() ?? null,
      read: read.has(row.id),
    })),
    total_data: Number(totals[0]?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
  return page;
}

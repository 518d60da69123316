import { sql } from 'drizzle-orm';
import type { AbnormalType, EventType } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';

/** The alerts that raise a kind: its start is known when one was raised. */
const RAISED_BY: Partial<Record<AbnormalType, EventType>> = {
  accu_low: 'accu_drop',
  gsm_poor: 'signal_poor',
  jamming: 'jamming',
};

export type OwnerContact = {
  id: number;
  name: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
};

const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The owners' names and whom to call: the organisation's contact, else its super admin's. */
export async function ownerContacts(db: Db, orgIds: readonly number[]): Promise<Map<number, OwnerContact>> {
  if (orgIds.length === 0) return new Map();
  const rows = await queryRows<OwnerContact>(
    db,
    sql`SELECT o.id, o.name, coalesce(o.contact_name, u.name) AS contact_name,
        coalesce(o.phone, u.phone) AS phone, coalesce(o.email, u.email) AS email
      FROM organizations o LEFT JOIN users u ON u.id = o.super_admin_id
      WHERE o.id = ANY(${intArray(orgIds)}::int[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/**
 * Since when each vehicle's kinds hold, where an alert raised them: the latest alert raising one of
 * its kinds (one read for the page, by the notifications' imei index).
 */
export async function abnormalSince(
  db: Db,
  vehicles: readonly { imei: string; kinds: readonly AbnormalType[] }[],
): Promise<Map<string, string>> {
  const types = [...new Set(vehicles.flatMap(({ kinds }) => kinds.map((kind) => RAISED_BY[kind])))].filter(
    (type): type is EventType => type !== undefined,
  );
  if (types.length === 0) return new Map();
  const imeis = `{${vehicles.map((vehicle) => `"${vehicle.imei.replace(/["\\]/g, '')}"`).join(',')}}`;
  const rows = await queryRows<{ imei: string; type: string; since: string }>(
    db,
    sql`SELECT imei, type, max(created_at) AS since FROM notifications
      WHERE imei = ANY(${imeis}::text[]) AND type = ANY(${`{${types.join(',')}}`}::text[])
      GROUP BY imei, type`,
  );
  const latest = new Map(rows.map((row) => [`${row.imei}/${row.type}`, new Date(row.since).getTime()]));
  const since = new Map<string, string>();
  for (const { imei, kinds } of vehicles) {
    const times = kinds.map((kind) => latest.get(`${imei}/${RAISED_BY[kind] ?? ''}`) ?? 0);
    const time = Math.max(0, ...times);
    if (time > 0) since.set(imei, new Date(time).toISOString());
  }
  return since;
}

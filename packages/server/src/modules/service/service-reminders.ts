import { sql } from 'drizzle-orm';
import {
  SERVICE_DUE_AHEAD_ENGINE_H,
  SERVICE_DUE_AHEAD_KM,
  SERVICE_EVERY_ENGINE_H,
  SERVICE_EVERY_KM,
} from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { adminsOf, tellUsers, type Teller } from '../announcement/info-notifications.js';

type Due = {
  id: number;
  imei: string;
  organization_id: number;
  label: string;
  cycle_id: number;
  km: number;
  hours: number;
};

/**
 * Service reminders from the reports' figures: a vehicle that has driven SERVICE_EVERY_KM (less
 * SERVICE_DUE_AHEAD_KM) or run its engine SERVICE_EVERY_ENGINE_H hours (less SERVICE_DUE_AHEAD_ENGINE_H)
 * since its last finished service booking (or, with none, in all its reports) is told to its
 * organisation's administrators, once per vehicle and service cycle: the claim in service_reminders
 * is written in the same transaction as the notifications. Days after a service come from
 * report_days; a vehicle never serviced here is read from report_months. Answers how many were told.
 */
export async function sendServiceReminders(teller: Teller, zone: string): Promise<number> {
  const km = SERVICE_EVERY_KM - SERVICE_DUE_AHEAD_KM;
  const hours = SERVICE_EVERY_ENGINE_H - SERVICE_DUE_AHEAD_ENGINE_H;
  const due = await queryRows<Due>(
    teller.db,
    sql`WITH cycles AS (
        SELECT v.id, v.imei, v.organization_id, coalesce(v.vehicle_number, v.vehicle_name) AS label,
          coalesce(last.id, 0) AS cycle_id, last.done_day
        FROM vehicles v
        LEFT JOIN LATERAL (
          SELECT b.id, (b.updated_at AT TIME ZONE ${zone})::date AS done_day FROM service_bookings b
          WHERE b.vehicle_id = v.id AND b.status = 'done' ORDER BY b.updated_at DESC, b.id DESC LIMIT 1
        ) last ON true
        WHERE NOT EXISTS (
          SELECT 1 FROM service_reminders r WHERE r.vehicle_id = v.id AND r.cycle_booking_id = coalesce(last.id, 0)
        )
      ), driven AS (
        SELECT c.*, s.m / 1000 AS km, s.e / 3600 AS hours FROM cycles c
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(d.distance_m), 0) AS m, coalesce(sum(d.engine_s), 0) AS e
          FROM report_days d WHERE c.done_day IS NOT NULL AND d.imei = c.imei AND d.day >= c.done_day
          UNION ALL
          SELECT coalesce(sum(mo.distance_m), 0), coalesce(sum(mo.engine_s), 0)
          FROM report_months mo WHERE c.done_day IS NULL AND mo.imei = c.imei
        ) s
        WHERE s.m > 0 OR s.e > 0
      )
      SELECT id, imei, organization_id, label, cycle_id, km::float8 AS km, hours::float8 AS hours FROM driven
      WHERE km >= ${km} OR hours >= ${hours}`,
  );
  let total = 0;
  for (const vehicle of due) {
    total += await teller.db.transaction(async (tx) => {
      const claimed = await queryRows(
        tx,
        sql`INSERT INTO service_reminders (vehicle_id, cycle_booking_id) VALUES (${vehicle.id}, ${vehicle.cycle_id})
          ON CONFLICT DO NOTHING RETURNING vehicle_id`,
      );
      if (claimed.length === 0) return 0;
      const drivenKm = Math.round(vehicle.km);
      const engineH = Math.round(vehicle.hours);
      return tellUsers({ db: tx, bus: teller.bus }, await adminsOf(tx, [vehicle.organization_id]), {
        type: 'reminders',
        type_name: 'Reminder',
        imei: vehicle.imei,
        text: `${vehicle.label} is due for service: ${drivenKm} km and ${engineH} engine hours since the last one`,
        data: { reminder: 'service_due', vehicle: vehicle.label, driven_km: drivenKm, engine_h: engineH },
      });
    });
  }
  return total;
}

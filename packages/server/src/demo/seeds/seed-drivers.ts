import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, vehicles } from '../../db/schema.js';
import { orgIdByCode } from '../../db/seed-base.js';
import { driverVehicles, drivers } from '../../modules/driver/driver-tables.js';
import { localDayOf, refreshDriverDays } from '../../modules/driver/driver-days.js';
import { FLEET_ORGS, planFleet } from '../fleet/fleet-plan.js';
import { driverTag } from '../fleet/sensor-plan.js';

const FIRST = [
  'Agus',
  'Bambang',
  'Dedi',
  'Eko',
  'Fajar',
  'Hadi',
  'Irfan',
  'Joko',
  'Kurniawan',
  'Rudi',
  'Sugeng',
  'Teguh',
  'Wahyu',
  'Yusuf',
  'Andi',
  'Dimas',
  'Hendra',
  'Rizky',
];
const LAST = [
  'Saputra',
  'Hidayat',
  'Nugroho',
  'Setiawan',
  'Pratama',
  'Siregar',
  'Wibowo',
  'Susanto',
  'Gunawan',
  'Harahap',
  'Kurniadi',
  'Simanjuntak',
  'Purnomo',
  'Lubis',
];

/** The demo `driver` sign-in drives for Logistik Nusantara under its own name. */
export const DEMO_DRIVER_USER = { username: 'driver', name: 'Slamet Riyadi', org: 'CUS-LOGNUS' } as const;

const DAY_MS = 86_400_000;

/** A demo driver: Indonesian name, SIM number, a licence valid for a year or two, every fifth ending within 30 days. */
export function plannedDriver(orgIndex: number, n: number, now: number) {
  const k = orgIndex * 31 + n * 7;
  const name = `${FIRST[k % FIRST.length] ?? 'Agus'} ${LAST[(k * 5 + n) % LAST.length] ?? 'Saputra'}`;
  const digits = String(9_205_0000_0000 + orgIndex * 1_000_000 + n * 4_321).padStart(12, '0');
  const licence = `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
  const validDays = n % 5 === 2 ? 5 + ((orgIndex * 3 + n) % 24) : 120 + ((orgIndex * 97 + n * 53) % 600);
  return {
    name,
    licence_number: licence,
    licence_valid_until: localDayOf(now + validDays * DAY_MS, 'UTC'),
    phone: `+62 81${String(2_000_0000 + orgIndex * 100_000 + n * 1_237).slice(0, 8)}`,
  };
}

/**
 * Drivers for every demo fleet: one per truck, assigned to it by hand since 60 days ago (a truck with a
 * driver-ID reader also reads its driver's card), two spare drivers each, and the `driver` user
 * linked to Logistik Nusantara's first. Then the contest's rollup for the last `days` days. Adds
 * nothing to an organisation that already has drivers.
 */
export async function seedDrivers(db: Db, fleetSize: number, zone: string, days: number, now = Date.now()) {
  const plan = new Map(planFleet(fleetSize).map((v) => [v.imei, v]));
  const since = localDayOf(now - 60 * DAY_MS, zone);
  for (const [orgIndex, code] of FLEET_ORGS.entries()) {
    const orgId = await orgIdByCode(db, code);
    const [existing] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(drivers)
      .where(eq(drivers.organization_id, orgId));
    if ((existing?.n ?? 0) > 0) continue;
    const trucks = await db
      .select({ id: vehicles.id, imei: vehicles.imei })
      .from(vehicles)
      .where(eq(vehicles.organization_id, orgId))
      .orderBy(asc(vehicles.id));
    for (let n = 0; n < trucks.length + 2; n++) {
      const truck = trucks[n];
      const planned = truck ? plan.get(truck.imei) : undefined;
      const reads = planned?.sensors.some((s) => s.type_sensor === 'rfid') ?? false;
      const isUser = code === DEMO_DRIVER_USER.org && n === 0;
      const [user] = isUser
        ? await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_DRIVER_USER.username))
        : [];
      const [driver] = await db
        .insert(drivers)
        .values({
          ...plannedDriver(orgIndex, n, now),
          ...(isUser ? { name: DEMO_DRIVER_USER.name, user_id: user?.id ?? null } : {}),
          organization_id: orgId,
          rfid_code: reads && planned ? driverTag(planned.index) : null,
        })
        .returning({ id: drivers.id });
      if (driver && truck)
        await db.insert(driverVehicles).values({ driver_id: driver.id, vehicle_id: truck.id, since });
    }
  }
  await refreshDriverDays(db, zone, localDayOf(now - (days + 1) * DAY_MS, zone), localDayOf(now, zone));
}

import { sql } from 'drizzle-orm';
import { REALM_ID } from '@armada/domain';
import type { Db } from '../db/client.js';
import { organizations, users } from '../db/schema.js';
import { orgIdByCode } from '../db/seed-base.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_ORGS, DEMO_PASSWORD, DEMO_USERS } from './demo-accounts.js';
import { fleetSizeFrom } from './fleet/fleet-plan.js';
import { seedFleet } from './fleet/seed-fleet.js';
import { seedRegistry } from './fleet/seed-registry.js';
import { seedVehicleGroups } from './seeds/seed-vehicle-groups.js';
import { seedJobOrders } from './seeds/seed-job-orders.js';
import { seedActivityNotifications } from './activity/seed-activity.js';
import { seedGeo } from './seeds/seed-geo.js';
import { seedFuel } from './seeds/seed-fuel.js';
import { seedHistory, SHORT_HISTORY, type HistorySettings } from './history/seed-history.js';
import { seedDealers } from './seeds/seed-dealers.js';
import { seedCustomers } from './seeds/seed-customers.js';
import { seedLeasing } from './seeds/seed-leasing.js';
import { seedUserAccess } from './seeds/seed-user-access.js';
import { seedNotifications } from './seeds/seed-notifications.js';
import { seedAnnouncements, seedExpiringPapers } from './seeds/seed-announcements.js';
import { seedAnalytics } from './seeds/seed-analytics.js';
import { seedSurveys } from './seeds/seed-surveys.js';
import { seedIncidents } from './seeds/seed-incidents.js';
import { seedDrivers } from './seeds/seed-drivers.js';
import { seedServiceBookings } from './seeds/seed-service-bookings.js';
import { seedSubscriptions } from './seeds/seed-subscriptions.js';

/**
 * The demo organisations, sign-ins and fleet; running it again adds only what is missing. `history`
 * is the track seeded for some vehicles (the boot passes DEMO_HISTORY_DAYS; by default one day).
 */
export async function seedDemo(
  db: Db,
  options: { fleetSize?: number; history?: HistorySettings } = {},
): Promise<{ usersAdded: number; vehiclesAdded: number }> {
  const usersAdded = await seedAccounts(db);
  await seedDealers(db);
  await seedCustomers(db);
  const { vehiclesAdded } = await seedFleet(db, options.fleetSize ?? fleetSizeFrom(process.env));
  await seedRegistry(db, options.fleetSize ?? fleetSizeFrom(process.env));
  await seedVehicleGroups(db);
  await seedJobOrders(db);
  await seedGeo(db);
  await seedActivityNotifications(db, options.fleetSize ?? fleetSizeFrom(process.env));
  await seedHistory(db, options.fleetSize ?? fleetSizeFrom(process.env), options.history ?? SHORT_HISTORY);
  await seedFuel(db, options.fleetSize ?? fleetSizeFrom(process.env));
  await seedLeasing(db, options.fleetSize ?? fleetSizeFrom(process.env));
  await seedUserAccess(db);
  await seedNotifications(db);
  await seedAnnouncements(db);
  await seedExpiringPapers(db);
  await seedSubscriptions(db);
  await seedSurveys(db);
  await seedIncidents(db);
  await seedAnalytics(db, (options.history ?? SHORT_HISTORY).zone);
  const history = options.history ?? SHORT_HISTORY;
  await seedDrivers(db, options.fleetSize ?? fleetSizeFrom(process.env), history.zone, history.days);
  await seedServiceBookings(db);
  return { usersAdded, vehiclesAdded };
}

async function seedAccounts(db: Db): Promise<number> {
  for (const org of DEMO_ORGS) {
    await db
      .insert(organizations)
      .values({
        code: org.code,
        name: org.name,
        realm_id: REALM_ID[org.realm],
        dealer_id: org.dealer ? await orgIdByCode(db, org.dealer) : null,
        address: org.address ?? null,
        privacy_policy_approved_at: org.approved ? new Date() : null,
      })
      .onConflictDoNothing();
  }
  const existing = new Set(
    (await db.select({ username: sql<string>`lower(${users.username})` }).from(users)).map((row) => row.username),
  );
  const missing = DEMO_USERS.filter((user) => !existing.has(user.username));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const user of missing) {
    const orgId = await orgIdByCode(db, user.org);
    const realm = await db
      .select({ realm_id: organizations.realm_id })
      .from(organizations)
      .where(sql`${organizations.id} = ${orgId}`);
    await db
      .insert(users)
      .values({
        username: user.username,
        name: user.name,
        email: user.email ?? `${user.username}@demo.armada.local`,
        password_hash: passwordHash,
        realm_id: realm[0]?.realm_id ?? REALM_ID.customer,
        organization_id: orgId,
        isorgadmin: user.isorgadmin,
        access_type: user.access_type ?? 1,
        isactive: user.isactive ?? 1,
        user_access: user.keys === null ? null : Object.fromEntries(user.keys.map((key) => [key, true])),
        password_changed_at: new Date(Date.now() - (user.passwordAgeDays ?? 0) * 86_400_000),
        password_weak: user.weak ?? false,
      })
      .onConflictDoNothing();
  }
  return missing.length;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { PERMISSION_KEYS, REALM_ID, type PermissionKey } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { CALL_CENTRE_KEYS, DEALER_KEYS, DEMO_USERS, EURO4_KEYS, FLEET_KEYS, LEASING_KEYS } from '../demo-accounts.js';
import { CUSTOMER_ADMIN_KEYS } from '../../modules/customer/customer-admin.js';
import { apps } from '../../modules/app-management/app-management-tables.js';
import { userTypes } from '../../modules/uam/uam-tables.js';

/** `key` names the description (description_key) for the web to show it in the reader's language. */
type DemoRole = {
  name: string;
  realm: keyof typeof REALM_ID;
  description: string;
  key: string;
  keys: readonly PermissionKey[];
};

const FLEET_ADMIN = "Runs the organisation's fleet and its users: live map, vehicles, sensors, geofences, reports";

/** The roles the demo sign-ins hold (demo-accounts.ts), then roles for the users an administrator adds. */
const DEMO_ROLES: DemoRole[] = [
  {
    name: 'Brand administrator',
    realm: 'admin',
    description: 'Runs the portal for the brand: every screen and setting',
    key: 'brand_admin',
    keys: PERMISSION_KEYS,
  },
  {
    name: 'Dealer administrator',
    realm: 'dealer',
    description: "Runs a dealership: its customers, their vehicles and users, the dealer's activations",
    key: 'dealer_admin',
    keys: DEALER_KEYS,
  },
  { name: 'Fleet administrator', realm: 'customer', description: FLEET_ADMIN, key: 'fleet_admin', keys: FLEET_KEYS },
  { name: 'Fleet administrator', realm: 'euro4', description: FLEET_ADMIN, key: 'fleet_admin', keys: EURO4_KEYS },
  { name: 'Fleet administrator', realm: 'best-agro', description: FLEET_ADMIN, key: 'fleet_admin', keys: FLEET_KEYS },
  {
    name: 'Leasing administrator',
    realm: 'leasing',
    description: 'Follows the leased vehicles and their contracts, and validates them',
    key: 'leasing_admin',
    keys: LEASING_KEYS,
  },
  {
    name: 'Driver',
    realm: 'customer',
    description: 'Drives: takes part in the driver contest and answers its surveys',
    key: 'driver',
    keys: ['view_user', 'add_answer', 'view_driver_contest'],
  },
  {
    name: 'Fleet manager',
    realm: 'customer',
    description: 'Runs the fleet: live map, vehicles, sensors, geofences, reports',
    key: 'fleet_manager',
    keys: CUSTOMER_ADMIN_KEYS,
  },
  {
    name: 'Fleet viewer',
    realm: 'customer',
    description: 'Watches the fleet without changing anything',
    key: 'fleet_viewer',
    keys: ['view_realtime', 'view_user', 'list_vehicle', 'list_report_trip', 'list_notification', 'view_announcement'],
  },
  {
    name: 'Dealer sales',
    realm: 'dealer',
    description: "Registers customers and their vehicles, follows the dealer's activations",
    key: 'dealer_sales',
    keys: [
      'view_realtime',
      'view_user',
      'customer_add_user',
      'add_user_org',
      'list_user_org',
      'list_vehicle',
      'list_vehicle_status',
      'add_vehicle',
      'list_report_vehicle_activation',
      'list_report_customer_activation',
      'list_notification',
    ],
  },
  {
    name: 'Call centre agent',
    realm: 'admin',
    description: 'Answers customers: looks up vehicles and organisations',
    key: 'call_centre_agent',
    keys: CALL_CENTRE_KEYS,
  },
];

const MOBILE_APP = {
  app_id: 'armada-mobile',
  name: 'Armada Fleet mobile',
  platform: 'android',
  description: 'The drivers’ and fleet managers’ phone app',
  description_key: 'armada_mobile',
} as const;

/**
 * The roles, unique by realm and name. One seeded before descriptions were named gets its key, unless
 * someone has changed its text since (the UPDATE matches only the seeded English text).
 */
async function seedRoles(db: Db): Promise<void> {
  for (const role of DEMO_ROLES) {
    const seeded = {
      name: role.name,
      realm_id: REALM_ID[role.realm],
      description: role.description,
      description_key: role.key,
    };
    await db
      .insert(userTypes)
      .values({ ...seeded, permission_keys: [...role.keys] })
      .onConflictDoNothing();
    await db
      .update(userTypes)
      .set({ description_key: role.key })
      .where(
        and(
          eq(userTypes.realm_id, seeded.realm_id),
          eq(userTypes.name, role.name),
          eq(userTypes.description, role.description),
          isNull(userTypes.description_key),
        ),
      );
  }
}

/** The mobile app, its description named as the roles' are. */
async function seedMobileApp(db: Db): Promise<void> {
  await db.insert(apps).values(MOBILE_APP).onConflictDoNothing();
  await db
    .update(apps)
    .set({ description_key: MOBILE_APP.description_key })
    .where(
      and(
        eq(apps.app_id, MOBILE_APP.app_id),
        eq(apps.description, MOBILE_APP.description),
        isNull(apps.description_key),
      ),
    );
}

/**
 * Demo roles, each demo sign-in given the role its keys are (so users show their role and roles count
 * their users), and the mobile app; running it again adds nothing (a user who has a role keeps it).
 */
export async function seedUserAccess(db: Db): Promise<void> {
  await seedRoles(db);
  for (const user of DEMO_USERS) {
    if (!user.role) continue;
    await db.execute(sql`UPDATE users u SET user_type_id = t.id FROM user_types t
      WHERE lower(u.username) = ${user.username} AND u.user_type_id IS NULL AND t.name = ${user.role} AND t.realm_id = u.realm_id`);
  }
  await seedMobileApp(db);
}

import { REALM_ID, type PermissionKey } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { CUSTOMER_ADMIN_KEYS } from '../../modules/customer/customer-admin.js';
import { apps } from '../../modules/app-management/app-management-tables.js';
import { userTypes } from '../../modules/uam/uam-tables.js';

type DemoRole = { name: string; realm: keyof typeof REALM_ID; description: string; keys: readonly PermissionKey[] };

const DEMO_ROLES: DemoRole[] = [
  {
    name: 'Fleet manager',
    realm: 'customer',
    description: 'Runs the fleet: live map, vehicles, sensors, geofences, reports',
    keys: CUSTOMER_ADMIN_KEYS,
  },
  {
    name: 'Fleet viewer',
    realm: 'customer',
    description: 'Watches the fleet without changing anything',
    keys: ['view_realtime', 'view_user', 'list_vehicle', 'list_report_trip', 'list_notification', 'view_announcement'],
  },
  {
    name: 'Dealer sales',
    realm: 'dealer',
    description: "Registers customers and their vehicles, follows the dealer's activations",
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
      'list_notification',
    ],
  },
  {
    name: 'Call centre agent',
    realm: 'admin',
    description: 'Answers customers: looks up vehicles and organisations',
    keys: ['view_realtime', 'view_user', 'use_call_center', 'list_vehicle', 'list_notification', 'list_user_org'],
  },
];

/** Demo roles and the mobile app; running it again adds nothing (roles are unique by realm and name). */
export async function seedUserAccess(db: Db): Promise<void> {
  for (const role of DEMO_ROLES) {
    await db
      .insert(userTypes)
      .values({
        name: role.name,
        realm_id: REALM_ID[role.realm],
        description: role.description,
        permission_keys: [...role.keys],
      })
      .onConflictDoNothing();
  }
  await db
    .insert(apps)
    .values({
      app_id: 'armada-mobile',
      name: 'Armada Fleet mobile',
      platform: 'android',
      description: 'The drivers’ and fleet managers’ phone app',
    })
    .onConflictDoNothing();
}

import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  MESSAGES,
  pickGiven,
  VEHICLE_MANAGED_FIELDS,
  VehicleAddBody,
  VehicleEditBody,
  VehicleRow,
} from '@armada/domain';
import { organizations, vehicles } from '../../db/schema.js';
import { vehicleCondition } from '../../auth/scope.js';
import { defineResource } from '../../resources/resource-definition.js';
import { checkChassis, checkDevice, ownerFor } from './vehicle-registration.js';

const orgName = (column: typeof vehicles.organization_id | typeof vehicles.leasing_org_id, alias: string) =>
  sql<string | null>`(SELECT ${organizations.name} FROM ${organizations} WHERE ${organizations.id} = ${column})`.as(
    alias,
  );

const text = (column: AnyPgColumn) => ({ column, type: 'text' }) as const;

/** The searched columns, in the order of their trigram index (migration 0017); the notification search sieves by it too. */
export const VEHICLE_SEARCHED = [
  vehicles.vehicle_name,
  vehicles.vehicle_number,
  vehicles.chassis_number,
  vehicles.imei,
];

/** `vehicle/vehicle`: registered vehicles with their management fields (spec document 1 section 3). */
/** The fields a caller sets: the management fields and the owner (ownerFor decides which owners it may name). */
const ADDED = ['chassis_number', 'imei', 'organization_id', ...VEHICLE_MANAGED_FIELDS] as const;
const EDITED = ['imei', 'organization_id', ...VEHICLE_MANAGED_FIELDS] as const;

export const vehicleResource = defineResource({
  group: 'vehicle',
  name: 'vehicle',
  table: vehicles,
  id: vehicles.id,
  row: VehicleRow,
  fields: {
    id: vehicles.id,
    imei: vehicles.imei,
    gpstype: vehicles.gpstype,
    chassis_number: vehicles.chassis_number,
    vehicle_name: vehicles.vehicle_name,
    vehicle_number: vehicles.vehicle_number,
    unit_number: vehicles.unit_number,
    engine_number: vehicles.engine_number,
    brand: vehicles.brand,
    model: vehicles.model,
    vehicle_type: vehicles.vehicle_type,
    color: vehicles.color,
    transmission: vehicles.transmission,
    assembly_year: vehicles.assembly_year,
    odometer: vehicles.odometer,
    stnk_valid_until: vehicles.stnk_valid_until,
    license_valid_until: vehicles.license_valid_until,
    ownership_status: vehicles.ownership_status,
    sim_number: vehicles.sim_number,
    euro_std: vehicles.euro_std,
    vehicle_group: vehicles.vehicle_group,
    device_status: vehicles.device_status,
    activation_status: vehicles.activation_status,
    activation_date: vehicles.activation_date,
    registration_status: vehicles.registration_status,
    organization_id: vehicles.organization_id,
    owner_name: orgName(vehicles.organization_id, 'owner_name'),
    leasing_org_id: vehicles.leasing_org_id,
    leasing_name: orgName(vehicles.leasing_org_id, 'leasing_name'),
    created_at: vehicles.created_at,
  },
  searchable: VEHICLE_SEARCHED,
  filterable: {
    organization_id: { column: vehicles.organization_id, type: 'integer' },
    leasing_org_id: { column: vehicles.leasing_org_id, type: 'integer' },
    gpstype: { column: vehicles.gpstype, type: 'integer' },
    euro_std: text(vehicles.euro_std),
    device_status: text(vehicles.device_status),
    activation_status: text(vehicles.activation_status),
    registration_status: text(vehicles.registration_status),
  },
  sortable: {
    id: vehicles.id,
    vehicle_name: vehicles.vehicle_name,
    vehicle_number: vehicles.vehicle_number,
    chassis_number: vehicles.chassis_number,
    created_at: vehicles.created_at,
  },
  defaultSort: 'vehicle_name',
  paged: true,
  visible: (scope) =>
    vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id }),
  access: {
    list: 'list_vehicle',
    view: 'list_vehicle',
    add: 'add_vehicle',
    edit: 'edit_vehicle',
    deactivate: 'edit_vehicle',
  },
  add: {
    body: VehicleAddBody,
    message: MESSAGES.vehicle_registered,
    writable: () => ADDED,
    values: async (input, { db, scope, viewer }) => {
      await checkChassis(db, input.chassis_number);
      const { gpstype } = await checkDevice(db, input.imei, null);
      const organization_id = await ownerFor(db, scope, input.organization_id);
      return {
        ...pickGiven(input, VEHICLE_MANAGED_FIELDS),
        chassis_number: input.chassis_number,
        imei: input.imei,
        organization_id,
        gpstype,
        registration_status: 'registered',
        registered_by: viewer.user_id,
      };
    },
  },
  edit: {
    body: VehicleEditBody,
    writable: () => EDITED,
    values: async (input, { db, scope }, id) => {
      // A tracker swapped: the new device's protocol decides how commands are encoded.
      const device = input.imei
        ? { imei: input.imei, gpstype: (await checkDevice(db, input.imei, id ?? null)).gpstype }
        : {};
      const owner =
        input.organization_id === undefined
          ? {}
          : { organization_id: await ownerFor(db, scope, input.organization_id) };
      return { ...pickGiven(input, VEHICLE_MANAGED_FIELDS), ...owner, ...device, updated_at: new Date() };
    },
  },
  deactivate: () => ({ device_status: 'inactive', updated_at: new Date() }),
});

import { and, eq, sql } from 'drizzle-orm';
import {
  pickGiven,
  SENSOR_TYPE_ID,
  sensorProblem,
  VehicleSensorAddBody,
  VehicleSensorEditBody,
  VehicleSensorRow,
  type FittedSensorType,
} from '@armada/domain';
import { vehicleSensors, vehicles } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { vehicleCondition, type Scope } from '../../auth/scope.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';

const visibleVehicles = (scope: Scope) =>
  vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id });

const vehicleField = (column: typeof vehicles.vehicle_name | typeof vehicles.vehicle_number | typeof vehicles.imei) =>
  sql<string | null>`(SELECT ${column} FROM ${vehicles} WHERE ${vehicles.id} = ${vehicleSensors.vehicle_id})`;

type SensorInput = Partial<VehicleSensorAddBody>;

/** Everything a sensor's body holds is the caller's to set. */
const SENSOR_FIELDS = [
  'vehicle_id',
  'type_sensor',
  'code_sensor',
  'name',
  'source',
  'normal',
  'upper_limit',
  'lower_limit',
  'status',
] as const satisfies readonly (keyof SensorInput)[];

async function checkVehicle(ctx: WriteContext, vehicleId: number): Promise<void> {
  const rows = await ctx.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), visibleVehicles(ctx.scope)));
  if (rows.length === 0) throw notFound();
}

/** The sensor as it will be after the change: the stored row (when editing) with the input over it. */
async function settingsAfter(ctx: WriteContext, input: SensorInput, id?: number) {
  if (id === undefined) return input;
  const [stored] = await ctx.db
    .select()
    .from(vehicleSensors)
    .where(and(eq(vehicleSensors.id, id), sensorResource.visible(ctx.scope, ctx.viewer)));
  if (!stored) throw notFound();
  return { ...stored, ...input };
}

/** The row's values from a valid body; refuses a vehicle out of scope and settings that do not fit. */
async function checkedValues(input: SensorInput, ctx: WriteContext, id?: number) {
  if (input.vehicle_id !== undefined) await checkVehicle(ctx, input.vehicle_id);
  const after = await settingsAfter(ctx, input, id);
  const type = after.type_sensor as FittedSensorType;
  const problem = sensorProblem({ ...after, type_sensor: type, source: after.source ?? '' });
  if (problem) throw new AppError(400, problem);
  return {
    ...pickGiven(input, SENSOR_FIELDS),
    ...(input.name === undefined ? {} : { name: input.name.trim() }),
    ...(input.type_sensor ? { type_id: SENSOR_TYPE_ID[input.type_sensor] } : {}),
  };
}

/**
 * `sensor-service/vehiclesensor`: the sensors fitted to the vehicles the caller sees. A change
 * touches the vehicle (migration 0010's trigger), so the live map's fleet cache re-reads it at once.
 */
export const sensorResource = defineResource({
  group: 'sensor-service',
  name: 'vehiclesensor',
  table: vehicleSensors,
  id: vehicleSensors.id,
  row: VehicleSensorRow,
  fields: {
    id: vehicleSensors.id,
    vehicle_id: vehicleSensors.vehicle_id,
    vehicle_name: vehicleField(vehicles.vehicle_name).as('vehicle_name'),
    vehicle_number: vehicleField(vehicles.vehicle_number).as('vehicle_number'),
    imei: vehicleField(vehicles.imei).as('imei'),
    type_sensor: vehicleSensors.type_sensor,
    type_id: vehicleSensors.type_id,
    code_sensor: vehicleSensors.code_sensor,
    name: vehicleSensors.name,
    source: vehicleSensors.source,
    normal: vehicleSensors.normal,
    upper_limit: vehicleSensors.upper_limit,
    lower_limit: vehicleSensors.lower_limit,
    status: vehicleSensors.status,
    created_at: vehicleSensors.created_at,
  },
  searchable: [vehicleSensors.code_sensor, vehicleSensors.name],
  filterable: {
    vehicle_id: { column: vehicleSensors.vehicle_id, type: 'integer' },
    type_sensor: { column: vehicleSensors.type_sensor, type: 'text' },
    status: { column: vehicleSensors.status, type: 'integer' },
  },
  sortable: {
    id: vehicleSensors.id,
    vehicle_id: vehicleSensors.vehicle_id,
    code_sensor: vehicleSensors.code_sensor,
    type_sensor: vehicleSensors.type_sensor,
    created_at: vehicleSensors.created_at,
  },
  defaultSort: '-id',
  paged: true,
  visible: (scope) =>
    sql`${vehicleSensors.vehicle_id} IN (SELECT ${vehicles.id} FROM ${vehicles} WHERE ${visibleVehicles(scope)})`,
  access: {
    list: 'sensor_view_vehicle_sensor',
    view: 'sensor_view_vehicle_sensor',
    add: 'sensor_add_vehicle_sensor',
    edit: 'sensor_edit_vehicle_sensor',
    // The catalogue has no delete key: removing a sensor is an edit of the vehicle's sensor set.
    delete: 'sensor_edit_vehicle_sensor',
  },
  add: { body: VehicleSensorAddBody, writable: () => SENSOR_FIELDS, values: (input, ctx) => checkedValues(input, ctx) },
  edit: {
    body: VehicleSensorEditBody,
    writable: () => SENSOR_FIELDS,
    values: (input, ctx, id) => checkedValues(input, ctx, id),
  },
});

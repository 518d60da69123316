import { and, eq, ne, sql } from 'drizzle-orm';
import {
  DRIVER_VEHICLE_RESOURCE,
  DriverVehicle,
  DriverVehicleAddBody,
  DriverVehicleEditBody,
  type DriverVehicleEditBody as EditBody,
} from '@armada/domain';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { vehicles } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { driverVehicles, drivers } from './driver-tables.js';
import { DRIVER_ACCESS } from './driver-resource.js';

/** An assignment is seen through its driver: the driver's organisation in the caller's reach. */
const visible = (scope: Scope) =>
  sql`${driverVehicles.driver_id} IN (SELECT ${drivers.id} FROM ${drivers} WHERE ${orgCondition(scope, drivers.organization_id)})`;

const driverName = sql<string>`(SELECT d.name FROM drivers d WHERE d.id = "driver_vehicles"."driver_id")`;
const vehicleName = sql<string>`(SELECT v.vehicle_name FROM vehicles v WHERE v.id = "driver_vehicles"."vehicle_id")`;

const ADD_FIELDS = ['driver_id', 'vehicle_id', 'since', 'until'] as const;
const EDIT_FIELDS = ['since', 'until'] as const;

type Span = { driver_id: number; vehicle_id: number; since: string; until: string | null };

/** The span as it would stand: ends in order, and no other span of the same driver and truck overlapping it. */
async function checkSpan(ctx: WriteContext, span: Span, id?: number): Promise<void> {
  if (span.until !== null && span.until < span.since) throw new AppError(400, 'contest_period_invalid');
  const [overlap] = await ctx.db
    .select({ id: driverVehicles.id })
    .from(driverVehicles)
    .where(
      and(
        eq(driverVehicles.driver_id, span.driver_id),
        eq(driverVehicles.vehicle_id, span.vehicle_id),
        id === undefined ? sql`true` : ne(driverVehicles.id, id),
        sql`${driverVehicles.since} <= coalesce(${span.until}::date, 'infinity'::date)`,
        sql`coalesce(${driverVehicles.until}, 'infinity'::date) >= ${span.since}::date`,
      ),
    );
  if (overlap) throw new AppError(409, 'driver_assignment_overlap');
}

const untilOf = (text: string | undefined) => (text === undefined || text === '' ? null : text);

/** The driver and the truck must be of one organisation, in the caller's reach. */
async function addValues(input: Omit<DriverVehicleAddBody, 'id'>, ctx: WriteContext) {
  const [driver] = await ctx.db
    .select({ organization_id: drivers.organization_id })
    .from(drivers)
    .where(and(eq(drivers.id, input.driver_id), orgCondition(ctx.scope, drivers.organization_id)));
  if (!driver) throw notFound();
  const [vehicle] = await ctx.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, input.vehicle_id), eq(vehicles.organization_id, driver.organization_id)));
  if (!vehicle) throw notFound();
  const span = {
    driver_id: input.driver_id,
    vehicle_id: input.vehicle_id,
    since: input.since,
    until: untilOf(input.until),
  };
  await checkSpan(ctx, span);
  return span;
}

async function editValues(input: Omit<EditBody, 'id'>, ctx: WriteContext, id?: number) {
  const [stored] = await ctx.db
    .select({
      driver_id: driverVehicles.driver_id,
      vehicle_id: driverVehicles.vehicle_id,
      since: driverVehicles.since,
      until: driverVehicles.until,
    })
    .from(driverVehicles)
    .where(and(eq(driverVehicles.id, id ?? 0), visible(ctx.scope)));
  if (!stored) throw notFound();
  const values: Record<string, unknown> = {};
  if (input.since !== undefined) values.since = input.since;
  if (input.until !== undefined) values.until = untilOf(input.until);
  await checkSpan(
    ctx,
    {
      ...stored,
      since: input.since ?? stored.since,
      until: input.until === undefined ? stored.until : untilOf(input.until),
    },
    id,
  );
  return values;
}

/**
 * `driver/driver_vehicle`: which truck a driver drives by hand, from `since` to `until` (local days).
 * The contest attributes a truck's day to the driver assigned that day, unless its RFID/iButton reader
 * read another driver's code (driver-days.ts).
 */
export const driverVehicleResource = defineResource({
  ...DRIVER_VEHICLE_RESOURCE,
  table: driverVehicles,
  id: driverVehicles.id,
  row: DriverVehicle,
  fields: {
    id: driverVehicles.id,
    driver_id: driverVehicles.driver_id,
    driver_name: driverName.as('driver_name'),
    vehicle_id: driverVehicles.vehicle_id,
    vehicle_name: vehicleName.as('vehicle_name'),
    since: driverVehicles.since,
    until: driverVehicles.until,
  },
  searchable: [driverName, vehicleName],
  filterable: {
    driver_id: { column: driverVehicles.driver_id, type: 'integer' },
    vehicle_id: { column: driverVehicles.vehicle_id, type: 'integer' },
  },
  sortable: { since: driverVehicles.since, until: driverVehicles.until },
  defaultSort: 'since',
  paged: true,
  visible,
  access: DRIVER_ACCESS,
  add: { body: DriverVehicleAddBody, writable: () => ADD_FIELDS, values: addValues },
  edit: { body: DriverVehicleEditBody, writable: () => EDIT_FIELDS, values: editValues },
});

import { and, eq, ne, sql } from 'drizzle-orm';
import {
  Driver,
  DRIVER_RESOURCE,
  DriverAddBody,
  DriverEditBody,
  type DriverEditBody as EditBody,
} from '@armada/domain';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { orgVisible } from '../fuel/spbu-repository.js';
import { drivers } from './driver-tables.js';

const visible = (scope: Scope) => orgCondition(scope, drivers.organization_id);

/** What a body may set; the organisation only an add sets. */
const DRIVER_FIELDS = ['name', 'licence_number', 'licence_valid_until', 'phone', 'rfid_code', 'user_id'] as const;
const ADD_FIELDS = [...DRIVER_FIELDS, 'organization_id'] as const;

// Qualified by hand: Drizzle writes a one-table select's columns unqualified, which a subquery would read as its own.
const organizationName = sql<string>`(SELECT o.name FROM organizations o WHERE o.id = "drivers"."organization_id")`;
const vehicleNames = sql<string>`coalesce((SELECT string_agg(v.vehicle_name, ', ' ORDER BY v.vehicle_name)
  FROM driver_vehicles dv JOIN vehicles v ON v.id = dv.vehicle_id
  WHERE dv.driver_id = "drivers"."id" AND dv.since <= current_date AND (dv.until IS NULL OR dv.until >= current_date)), '')`;

type Input = Omit<EditBody, 'id'>;

const emptyToNull = (text: string | undefined) =>
  text === undefined ? undefined : text.trim() === '' ? null : text.trim();

/** The columns a body sets, each named: texts trimmed, emptied optional fields cleared. */
function columnsOf(input: Input): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (input.name !== undefined) values.name = input.name.trim();
  if (input.licence_number !== undefined) values.licence_number = input.licence_number.trim().toUpperCase();
  if (input.licence_valid_until !== undefined) values.licence_valid_until = emptyToNull(input.licence_valid_until);
  if (input.phone !== undefined) values.phone = emptyToNull(input.phone);
  if (input.rfid_code !== undefined) values.rfid_code = emptyToNull(input.rfid_code)?.toUpperCase() ?? null;
  if (input.user_id !== undefined) values.user_id = input.user_id === '' ? null : Number(input.user_id);
  return values;
}

/** A linked sign-in is a user of the driver's own organisation, not linked to another driver. */
async function checkUser(ctx: WriteContext, userId: unknown, organizationId: number, driverId?: number) {
  if (typeof userId !== 'number') return;
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organization_id, organizationId)));
  if (!user) throw notFound();
  const [taken] = await ctx.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.user_id, userId), driverId === undefined ? sql`true` : ne(drivers.id, driverId)));
  if (taken) throw new AppError(409, 'driver_user_taken');
}

/** An RFID code is unique in its organisation. */
async function checkRfid(ctx: WriteContext, code: unknown, organizationId: number, driverId?: number) {
  if (typeof code !== 'string') return;
  const [taken] = await ctx.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(
      and(
        eq(drivers.organization_id, organizationId),
        eq(drivers.rfid_code, code),
        driverId === undefined ? sql`true` : ne(drivers.id, driverId),
      ),
    );
  if (taken) throw new AppError(409, 'driver_rfid_taken');
}

async function addValues(input: DriverAddBody, ctx: WriteContext) {
  const owner = input.organization_id ?? ctx.viewer.organization_id;
  if (!(await orgVisible(ctx.db, ctx.scope, owner))) throw notFound();
  const values = columnsOf(input);
  await checkUser(ctx, values.user_id, owner);
  await checkRfid(ctx, values.rfid_code, owner);
  return { ...values, organization_id: owner };
}

async function editValues(input: Input, ctx: WriteContext, id?: number) {
  const [stored] = await ctx.db
    .select({ organization_id: drivers.organization_id })
    .from(drivers)
    .where(and(eq(drivers.id, id ?? 0), visible(ctx.scope)));
  if (!stored) throw notFound();
  const values = columnsOf(input);
  await checkUser(ctx, values.user_id, stored.organization_id, id);
  await checkRfid(ctx, values.rfid_code, stored.organization_id, id);
  return { ...values, updated_at: new Date() };
}

/**
 * `driver/driver`: the drivers of the organisations in the caller's reach on the generic API; the
 * trucks each drives by hand are `driver/driver_vehicle` (driver-vehicle-resource.ts).
 */
/** Who reads and who writes drivers and their hand assignments: the fleet's driver keys. */
export const DRIVER_ACCESS = {
  list: 'list_driver',
  view: 'list_driver',
  add: 'edit_driver',
  edit: 'edit_driver',
  delete: 'edit_driver',
} as const;

export const driverResource = defineResource({
  ...DRIVER_RESOURCE,
  table: drivers,
  id: drivers.id,
  row: Driver,
  fields: {
    id: drivers.id,
    organization_id: drivers.organization_id,
    organization_name: organizationName.as('organization_name'),
    name: drivers.name,
    licence_number: drivers.licence_number,
    licence_valid_until: drivers.licence_valid_until,
    phone: drivers.phone,
    rfid_code: drivers.rfid_code,
    user_id: drivers.user_id,
    vehicles: vehicleNames.as('vehicles'),
    created_at: drivers.created_at,
    updated_at: drivers.updated_at,
  },
  searchable: [drivers.name, drivers.licence_number, drivers.rfid_code, organizationName],
  filterable: { organization_id: { column: drivers.organization_id, type: 'integer' } },
  sortable: { name: drivers.name, licence_valid_until: drivers.licence_valid_until, updated_at: drivers.updated_at },
  defaultSort: 'name',
  paged: true,
  visible,
  access: DRIVER_ACCESS,
  add: { body: DriverAddBody, writable: () => ADD_FIELDS, values: addValues },
  edit: { body: DriverEditBody, writable: () => DRIVER_FIELDS, values: editValues },
});

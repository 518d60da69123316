import { and, eq, or, sql } from 'drizzle-orm';
import { Refuel, RefuelAddBody, RefuelEditBody, pickGiven } from '@armada/domain';
import { vehicles } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { AppError, notFound } from '../../errors.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { refuels } from './fuel-tables.js';
import { findFuelVehicle, ofVisibleVehicle } from './fuel-vehicles.js';
import { spbu } from './spbu-tables.js';

/** What an entry's body may set; the vehicle only an add sets. */
const ENTRY_FIELDS = ['litres', 'price_per_liter', 'spbu_id', 'odometer', 'time'] as const;
const ADD_FIELDS = [...ENTRY_FIELDS, 'vehicle_id'] as const;

const visible = (scope: Scope) => ofVisibleVehicle(scope, refuels.vehicle_id);

/** "A refuel value above the vehicle's maximum capacity is rejected" (spec document 1 section 5). */
async function checkLitres(ctx: WriteContext, vehicleId: number, litres: number | undefined): Promise<void> {
  const vehicle = await findFuelVehicle(ctx.db, ctx.scope, vehicleId);
  if (!vehicle) throw notFound();
  if (litres !== undefined && vehicle.config && litres > vehicle.config.capacity_l) {
    throw new AppError(400, 'refuel_over_capacity', { result: { capacity_l: vehicle.config.capacity_l } });
  }
}

/** A gas station the caller may pick: a public one, or one of its scope's own tanks. */
async function checkStation(ctx: WriteContext, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  const [row] = await ctx.db
    .select({ id: spbu.id })
    .from(spbu)
    .where(and(eq(spbu.id, id), or(eq(spbu.type, 0), orgCondition(ctx.scope, spbu.organization_id))));
  if (!row) throw notFound();
}

/** Refuels are dated in this range: the pattern lets a year 0000 or 9999 through, which no receipt bears. */
const TIME_RANGE = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2100, 0, 1) } as const;

/** The time as stored; one no calendar holds (a 13th month) or out of range is refused. */
function at(time: string | undefined) {
  if (time === undefined) return {};
  const ms = new Date(time).getTime();
  if (!(ms >= TIME_RANGE.from && ms < TIME_RANGE.to)) throw new AppError(400, 'invalid_value');
  return { time: new Date(ms) };
}

async function addValues(input: RefuelAddBody, ctx: WriteContext) {
  await checkLitres(ctx, input.vehicle_id, input.litres);
  await checkStation(ctx, input.spbu_id);
  return { ...pickGiven(input, ADD_FIELDS), ...at(input.time), created_by: ctx.viewer.user_id };
}

async function editValues(input: Omit<RefuelEditBody, 'id'>, ctx: WriteContext, id?: number) {
  const [stored] = await ctx.db
    .select({ vehicle_id: refuels.vehicle_id })
    .from(refuels)
    .where(and(eq(refuels.id, id ?? 0), visible(ctx.scope)));
  if (!stored) throw notFound();
  await checkLitres(ctx, stored.vehicle_id, input.litres);
  await checkStation(ctx, input.spbu_id);
  return { ...pickGiven(input, ENTRY_FIELDS), ...at(input.time), updated_at: new Date() };
}

const vehicleColumn = (column: 'vehicle_name' | 'vehicle_number') =>
  sql<string>`(SELECT ${sql.identifier(column)} FROM ${vehicles} WHERE ${vehicles.id} = ${refuels.vehicle_id})`.as(
    column,
  );

/** An entry's answer (the Refuel contract): list and view read the same. */
export const REFUEL_COLUMNS = {
  id: refuels.id,
  vehicle_id: refuels.vehicle_id,
  vehicle_name: vehicleColumn('vehicle_name'),
  vehicle_number: vehicleColumn('vehicle_number'),
  time: sql<string>`to_char(${refuels.time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('time'),
  litres: refuels.litres,
  price_per_liter: refuels.price_per_liter,
  cost: sql<number>`round((${refuels.litres} * ${refuels.price_per_liter})::numeric)::float8`.as('cost'),
  spbu_id: refuels.spbu_id,
  spbu_name: sql<string | null>`(SELECT ${spbu.name} FROM ${spbu} WHERE ${spbu.id} = ${refuels.spbu_id})`.as(
    'spbu_name',
  ),
  odometer: refuels.odometer,
  created_by: refuels.created_by,
};

/**
 * `fuel/refuel`: refuels entered by hand on the generic API (spec document 2 section 7.1), for the
 * vehicles the caller's scope sees. Whoever may see fuel may record, correct and remove them.
 */
export const refuelResource = defineResource({
  group: 'fuel',
  name: 'refuel',
  table: refuels,
  id: refuels.id,
  row: Refuel,
  fields: REFUEL_COLUMNS,
  searchable: [],
  filterable: { vehicle_id: { column: refuels.vehicle_id, type: 'integer' } },
  sortable: { time: refuels.time, litres: refuels.litres },
  defaultSort: '-time',
  paged: true,
  visible,
  access: { list: 'list_fuel', view: 'list_fuel', add: 'list_fuel', edit: 'list_fuel', delete: 'list_fuel' },
  add: { body: RefuelAddBody, writable: () => ADD_FIELDS, values: addValues },
  edit: { body: RefuelEditBody, writable: () => ENTRY_FIELDS, values: editValues },
});

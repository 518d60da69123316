import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { pickGiven, Spbu, SpbuAddBody, SpbuEditBody } from '@armada/domain';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { forbidden, notFound } from '../../errors.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { orgVisible, STATION_COLUMNS } from './spbu-repository.js';
import { spbu } from './spbu-tables.js';

/** What a body may set besides the type and owner, which only an add sets. */
const STATION_FIELDS = ['name', 'alamat', 'lat', 'lon', 'price_per_liter', 'code', 'brand'] as const;
const ADD_FIELDS = [...STATION_FIELDS, 'type', 'organization_id'] as const;

/** Public stations are everyone's to see; an organisation's own tanks its scope's. */
const visible = (scope: Scope) => or(eq(spbu.type, 0), orgCondition(scope, spbu.organization_id)) ?? sql`false`;

/** A public station is the brand's to change; an own tank its organisation's scope's. */
const mayChange = (scope: Scope, station: { type: number }) => station.type === 1 || scope.kind === 'all';

/** A code for a station added without one: 'GS-' and eight characters, unique in practice (a clash answers 409). */
const newCode = () => `GS-${randomBytes(5).toString('hex').slice(0, 8).toUpperCase()}`;

/** The texts as stored: trimmed, an emptied brand cleared. */
const texts = (input: Partial<SpbuAddBody>) => ({
  ...(input.name === undefined ? {} : { name: input.name.trim() }),
  ...(input.alamat === undefined ? {} : { alamat: input.alamat.trim() }),
  ...(input.brand === undefined ? {} : { brand: input.brand.trim() || null }),
});

async function addValues(input: SpbuAddBody, ctx: WriteContext) {
  if (input.type === 0) {
    if (ctx.scope.kind !== 'all') throw forbidden();
    if (input.organization_id !== undefined) throw forbidden();
  }
  const owner = input.type === 1 ? (input.organization_id ?? ctx.viewer.organization_id) : null;
  if (owner !== null && !(await orgVisible(ctx.db, ctx.scope, owner))) throw notFound();
  return {
    ...pickGiven(input, STATION_FIELDS),
    ...texts(input),
    type: input.type,
    organization_id: owner,
    code: input.code?.trim() || newCode(),
  };
}

async function editValues(input: Omit<SpbuEditBody, 'id'>, ctx: WriteContext, id?: number) {
  const [stored] = await ctx.db
    .select({ type: spbu.type })
    .from(spbu)
    .where(and(eq(spbu.id, id ?? 0), visible(ctx.scope)));
  if (!stored) throw notFound();
  if (!mayChange(ctx.scope, stored)) throw forbidden();
  return { ...pickGiven(input, STATION_FIELDS), ...texts(input), updated_at: new Date() };
}

/**
 * `fuel/spbu`: gas stations on the generic API for view, add, edit and delete; the list is
 * `list_spbu` with the spec's own parameters (spbu-routes.ts).
 */
export const spbuResource = defineResource({
  group: 'fuel',
  name: 'spbu',
  table: spbu,
  id: spbu.id,
  row: Spbu,
  fields: STATION_COLUMNS,
  searchable: [spbu.name, spbu.alamat, spbu.code],
  filterable: {},
  sortable: { name: spbu.name },
  defaultSort: 'name',
  paged: true,
  listedElsewhere: true,
  visible,
  access: { view: 'list_spbu', add: 'edit_spbu', edit: 'edit_spbu', delete: 'edit_spbu' },
  add: { body: SpbuAddBody, writable: () => ADD_FIELDS, values: addValues },
  edit: { body: SpbuEditBody, writable: () => STATION_FIELDS, values: editValues },
  hooks: {
    beforeRemove: async (ctx, id) => {
      const [stored] = await ctx.db
        .select({ type: spbu.type })
        .from(spbu)
        .where(and(eq(spbu.id, id), visible(ctx.scope)));
      if (!stored) throw notFound();
      if (!mayChange(ctx.scope, stored)) throw forbidden();
    },
  },
});

import { and, eq } from 'drizzle-orm';
import { ANALYTIC_FILTERS, REALM_ID, type AnalyticFilter } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import type { Scope } from '../../auth/scope.js';
import { AppError, forbidden } from '../../errors.js';
import { dealerGroups, orgAreas } from '../dealer/dealer-tables.js';

const unknown = () => new AppError(404, 'analytic_dealer_unknown');

/** Whether a dealer group or area exists (a dealer is checked by finding it). */
async function setExists(db: Db, filter: 'dealer_group_id' | 'dealer_area_id', id: number): Promise<boolean> {
  const table = filter === 'dealer_group_id' ? dealerGroups : orgAreas;
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
}

/** The dealers whose figures a query adds up: their ids, or 'all' for the brand's total (dealer 0 included). */
export type DealerSet = number[] | 'all';

/**
 * The dealers a query covers, checked against the caller: the brand's staff may ask for any dealer,
 * group or area, or the whole brand; a dealer for itself (its own figures when it names none), its
 * own group's or its own area's totals, never another dealer's. Anyone else is refused.
 */
export async function dealersOf(
  db: Db,
  scope: Scope,
  query: Partial<Record<AnalyticFilter, number>>,
): Promise<DealerSet> {
  const named = ANALYTIC_FILTERS.filter((filter) => query[filter] !== undefined);
  if (named.length > 1) throw new AppError(400, 'analytic_one_filter');
  if (scope.kind === 'own') throw forbidden();
  const [filter] = named;
  if (filter === undefined && scope.kind === 'dealer') return [scope.orgId];
  if (filter === undefined) return 'all';
  const id = query[filter] ?? 0;
  if (scope.kind === 'dealer') {
    const [own] = await db
      .select({ group: organizations.dealer_group_id, area: organizations.org_area_id })
      .from(organizations)
      .where(eq(organizations.id, scope.orgId));
    const mine = { dealer_id: scope.orgId, dealer_group_id: own?.group, dealer_area_id: own?.area };
    if (mine[filter] !== id) throw forbidden();
  }
  const column = {
    dealer_id: organizations.id,
    dealer_group_id: organizations.dealer_group_id,
    dealer_area_id: organizations.org_area_id,
  }[filter];
  const dealers = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.realm_id, REALM_ID.dealer), eq(column, id)));
  if (filter === 'dealer_id' ? dealers.length === 0 : !(await setExists(db, filter, id))) throw unknown();
  return dealers.map((dealer) => dealer.id);
}

/** Keeps the counts of the dealers in the set. */
export const inSet = (set: DealerSet) => (dealerId: number) => set === 'all' || set.includes(dealerId);

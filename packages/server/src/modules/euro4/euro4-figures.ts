import {
  ABNORMAL_TYPES,
  EURO4_TOP_DEALERS,
  HEALTH_STATUSES,
  MOVEMENTS,
  type Euro4Dealer,
  type Euro4DealerQuery,
  type Euro4Summary,
} from '@armada/domain';
import type { Euro4Truck } from './euro4-fleet.js';

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** The dashboard's totals and breakdowns over the Euro 4 trucks. */
export function summarise(trucks: readonly Euro4Truck[], now: number): Euro4Summary {
  const movement = zeros(MOVEMENTS);
  const health = zeros(HEALTH_STATUSES);
  const abnormal_types = zeros(ABNORMAL_TYPES);
  let activated = 0;
  let reporting = 0;
  for (const truck of trucks) {
    movement[truck.movement] += 1;
    health[truck.health.status] += 1;
    for (const kind of truck.health.abnormal_type) abnormal_types[kind] += 1;
    if (truck.activated) activated += 1;
    if (truck.reporting_today) reporting += 1;
  }
  const top_not_updated = byDealer(trucks)
    .filter((dealer) => dealer.not_updated > 0)
    .sort((a, b) => b.not_updated - a.not_updated || b.units - a.units || nameOrder(a, b))
    .slice(0, EURO4_TOP_DEALERS)
    .map(({ dealer_id, dealer_name, units, not_updated }) => ({ dealer_id, dealer_name, units, not_updated }));
  return {
    units: trucks.length,
    activated,
    reporting_today: reporting,
    not_updated: movement.notupdate,
    movement,
    health,
    abnormal_types,
    top_not_updated,
    counted_at: new Date(now).toISOString(),
  };
}

const nameOrder = (a: Euro4Dealer, b: Euro4Dealer) =>
  (a.dealer_name ?? '').localeCompare(b.dealer_name ?? '') || a.dealer_id - b.dealer_id;

/** Each dealer holding Euro 4 trucks with its counts; not updated as the movement's notupdate. */
export function byDealer(trucks: readonly Euro4Truck[]): Euro4Dealer[] {
  const dealers = new Map<number, Euro4Dealer>();
  for (const truck of trucks) {
    let dealer = dealers.get(truck.dealer_id);
    if (!dealer) {
      const counts = { units: 0, activated: 0, reporting_today: 0, not_updated: 0, abnormal: 0 };
      dealer = { dealer_id: truck.dealer_id, dealer_name: truck.dealer_name, ...counts };
      dealers.set(truck.dealer_id, dealer);
    }
    dealer.units += 1;
    if (truck.activated) dealer.activated += 1;
    if (truck.reporting_today) dealer.reporting_today += 1;
    if (truck.movement === 'notupdate') dealer.not_updated += 1;
    if (truck.health.status === 'abnormal') dealer.abnormal += 1;
  }
  return [...dealers.values()];
}

/** One page of the dealers matching the search (on the name), in the asked order. */
export function dealerPage(trucks: readonly Euro4Truck[], query: Euro4DealerQuery) {
  const text = query.search?.trim().toLowerCase();
  const desc = query.sort.startsWith('-');
  const column = (desc ? query.sort.slice(1) : query.sort) as keyof Euro4Dealer;
  const sign = desc ? -1 : 1;
  const rows = byDealer(trucks)
    .filter((dealer) => !text || (dealer.dealer_name ?? '').toLowerCase().includes(text))
    .sort((a, b) => {
      const by = column === 'dealer_name' ? nameOrder(a, b) : (a[column] as number) - (b[column] as number);
      return sign * by || nameOrder(a, b);
    });
  const start = (query.page - 1) * query.count_perpage;
  return {
    data: rows.slice(start, start + query.count_perpage),
    total_data: rows.length,
    page: query.page,
    limit: query.count_perpage,
  };
}

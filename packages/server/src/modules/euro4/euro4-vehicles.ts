import type { Euro4Vehicle, Euro4VehiclePage, Euro4VehicleQuery } from '@armada/domain';
import type { Locate } from '../monitoring/monitoring-vehicle.js';
import type { Euro4Truck } from './euro4-fleet.js';

function matches(truck: Euro4Truck, query: Euro4VehicleQuery, text: string | undefined): boolean {
  if (query.dealer_id !== undefined && truck.dealer_id !== query.dealer_id) return false;
  if (query.type !== 'all' && truck.movement !== query.type) return false;
  if (query.health !== 'all' && truck.health.status !== query.health) return false;
  if (query.abnormal_type !== undefined && !truck.health.abnormal_type.includes(query.abnormal_type)) return false;
  if (query.state === 'activated' && !truck.activated) return false;
  if (query.state === 'reporting_today' && !truck.reporting_today) return false;
  if (!text) return true;
  const { vehicle_name, vehicle_number, chassis_number, imei } = truck.row;
  return [vehicle_name, vehicle_number, chassis_number, imei, truck.customer_name].some((value) =>
    value?.toLowerCase().includes(text),
  );
}

type Key = (truck: Euro4Truck) => string | number | null;
const KEYS: Record<string, Key> = {
  vehicle_name: (truck) => truck.row.vehicle_name,
  vehicle_number: (truck) => truck.row.vehicle_number,
  time: (truck) => truck.row.time,
  customer_name: (truck) => truck.customer_name,
};

/** Nulls last either way; the imei breaks ties so pages do not overlap. */
function compare(key: Key, sign: number) {
  return (a: Euro4Truck, b: Euro4Truck): number => {
    const x = key(a);
    const y = key(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    }
    return a.row.imei.localeCompare(b.row.imei);
  };
}

function toVehicle(truck: Euro4Truck, locate: Locate): Euro4Vehicle {
  const { row } = truck;
  return {
    imei: row.imei,
    vehicle_id: row.id,
    vehicle_name: row.vehicle_name,
    vehicle_number: row.vehicle_number,
    chassis_number: row.chassis_number,
    movement: truck.movement,
    abnormal_status: truck.health.status,
    abnormal_type: truck.health.abnormal_type,
    activation_status: row.activation_status,
    time: row.time == null ? null : new Date(row.time).toISOString(),
    location: row.lat != null && row.lng != null ? locate(row.lat, row.lng) : null,
    position: { lat: row.lat, lng: row.lng },
    customer_id: row.organization_id,
    customer_name: truck.customer_name,
    dealer_id: truck.dealer_id,
    dealer_name: truck.dealer_name,
  };
}

/** One page of the Euro 4 trucks matching the query; only the page's trucks are located. */
export function vehiclePage(trucks: readonly Euro4Truck[], query: Euro4VehicleQuery, locate: Locate): Euro4VehiclePage {
  const text = query.search?.trim().toLowerCase() || undefined;
  const desc = query.sort.startsWith('-');
  const key = KEYS[desc ? query.sort.slice(1) : query.sort] ?? KEYS.vehicle_name;
  const rows = trucks.filter((truck) => matches(truck, query, text));
  if (key) rows.sort(compare(key, desc ? -1 : 1));
  const start = (query.page - 1) * query.count_perpage;
  return {
    data: rows.slice(start, start + query.count_perpage).map((truck) => toVehicle(truck, locate)),
    total_data: rows.length,
    page: query.page,
    limit: query.count_perpage,
  };
}

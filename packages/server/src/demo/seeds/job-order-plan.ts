import type { JobOrderState } from '@armada/domain';

/** The demo's job orders for one vehicle, from its rank in its fleet: deterministic, no randomness. */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const CARGO = [
  'Cement bags to the batching plant',
  'Palm oil drums',
  'Consumer goods replenishment',
  'Steel coils',
  'Frozen food delivery',
  'Construction sand',
  'Fertiliser to the distributor',
  'Bottled water restock',
] as const;

const DRIVERS = [
  'Bambang Sutrisno',
  'Dedi Kurniawan',
  'Eko Prasetyo',
  'Fajar Nugroho',
  'Hadi Santoso',
  'Irwan Setiawan',
  'Joko Susilo',
  'Rudi Hartono',
  'Sugeng Riyadi',
  'Wahyu Saputra',
] as const;

/** Depots and customers per fleet area (the vehicles' vehicle_group). */
const PLACES: Readonly<Record<string, readonly string[]>> = {
  'Jabodetabek–Bandung': ['Cakung depot', 'Cikarang industrial estate', 'Karawang plant', 'Bandung warehouse'],
  'Jakarta City': ['Tanjung Priok port', 'Sunter depot', 'Kemayoran hub', 'Pulogadung estate'],
  'Jawa Timur': ['Surabaya depot', 'Sidoarjo warehouse', 'Pandaan plant', 'Malang distributor'],
  'Jawa Tengah': ['Semarang port', 'Ungaran depot', 'Salatiga warehouse', 'Solo distributor'],
  'Sumatera Utara': ['Belawan port', 'Medan depot', 'Binjai mill', 'Tanjung Morawa estate'],
  'Sumatera Selatan': ['Boom Baru port', 'Palembang depot', 'Plaju terminal', 'Kertapati warehouse'],
  'Kalimantan Timur': ['Balikpapan depot', 'Kariangau port', 'Samboja site', 'Samarinda warehouse'],
};
const DEFAULT_PLACES = ['Main depot', 'Customer site', 'Regional warehouse', 'Port terminal'] as const;

export type PlannedJobOrder = {
  number: string;
  title: string;
  origin: string;
  destination: string;
  driver_name: string;
  status: JobOrderState;
  planned_start_at: Date;
  planned_end_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
};

const ON_DUTY_CYCLE: readonly JobOrderState[] = ['active', 'on going', 'being resolved'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Every third vehicle of a fleet is on duty (its open order cycles through the three open states). */
export const isOnDutyRank = (rank: number) => rank % 3 === 0;

function order(prefix: string, rank: number, n: number, area: string | null, status: JobOrderState, start: number) {
  const places = (area && PLACES[area]) || DEFAULT_PLACES;
  const started = status !== 'active';
  const finished = status === 'done' || status === 'closed';
  return {
    number: `JO-${prefix}-${String(rank + 1).padStart(4, '0')}-${n}`,
    title: pick(CARGO, rank + n),
    origin: pick(places, rank + n),
    destination: pick(places, rank + n + 1 + (n % 2)),
    driver_name: pick(DRIVERS, rank * 3 + n),
    status,
    planned_start_at: new Date(start),
    planned_end_at: new Date(start + 8 * HOUR_MS),
    started_at: started ? new Date(start + 15 * 60_000) : null,
    finished_at: finished ? new Date(start + 7 * HOUR_MS) : null,
  } satisfies PlannedJobOrder;
}

/** Past orders (done, and closed for every other vehicle), then the open one when the vehicle is on duty. */
export function planJobOrders(prefix: string, rank: number, area: string | null, now: number): PlannedJobOrder[] {
  const orders = [order(prefix, rank, 1, area, 'done', now - (2 + (rank % 5)) * DAY_MS)];
  if (rank % 2 === 1) orders.push(order(prefix, rank, 2, area, 'closed', now - (9 + (rank % 7)) * DAY_MS));
  if (isOnDutyRank(rank)) {
    const status = pick(ON_DUTY_CYCLE, rank / 3);
    const start = status === 'active' ? now + 2 * HOUR_MS : now - (status === 'on going' ? 3 : 10) * HOUR_MS;
    orders.push(order(prefix, rank, 3, area, status, start));
  }
  return orders;
}

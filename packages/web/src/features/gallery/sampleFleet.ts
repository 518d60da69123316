import type { Page } from '@armada/domain';
import type { TableState } from '../../components/data-table/tableState';

/** A made-up fleet the gallery's examples show: nothing here comes from the server. */
export type SampleStatus = 'moving' | 'idle' | 'offline';
export type SampleVehicle = {
  id: number;
  name: string;
  plate: string;
  status: SampleStatus;
  speed: number;
  latitude: number;
  longitude: number;
};

export const SAMPLE_STATUSES: readonly SampleStatus[] = ['moving', 'idle', 'offline'];

export const SAMPLE_FLEET: readonly SampleVehicle[] = [
  { id: 1, name: 'Truck 01', plate: 'B 9101 TRK', status: 'moving', speed: 62, latitude: -6.175, longitude: 106.827 },
  { id: 2, name: 'Truck 02', plate: 'B 9102 TRK', status: 'idle', speed: 0, latitude: -6.229, longitude: 106.689 },
  { id: 3, name: 'Truck 03', plate: 'B 9103 TRK', status: 'moving', speed: 48, latitude: -6.3, longitude: 106.9 },
  { id: 4, name: 'Van 01', plate: 'B 4401 VAN', status: 'offline', speed: 0, latitude: -6.121, longitude: 106.774 },
  { id: 5, name: 'Van 02', plate: 'B 4402 VAN', status: 'moving', speed: 35, latitude: -6.262, longitude: 106.812 },
  { id: 6, name: 'Pickup 01', plate: 'D 2201 PKP', status: 'idle', speed: 0, latitude: -6.914, longitude: 107.609 },
  { id: 7, name: 'Pickup 02', plate: 'D 2202 PKP', status: 'moving', speed: 71, latitude: -6.85, longitude: 107.45 },
  { id: 8, name: 'Truck 04', plate: 'L 8804 TRK', status: 'moving', speed: 55, latitude: -7.257, longitude: 112.752 },
  { id: 9, name: 'Truck 05', plate: 'L 8805 TRK', status: 'offline', speed: 0, latitude: -7.3, longitude: 112.7 },
  { id: 10, name: 'Van 03', plate: 'H 3303 VAN', status: 'idle', speed: 0, latitude: -6.967, longitude: 110.417 },
  { id: 11, name: 'Van 04', plate: 'H 3304 VAN', status: 'moving', speed: 42, latitude: -7.0, longitude: 110.45 },
  { id: 12, name: 'Truck 06', plate: 'AB 1206 TR', status: 'moving', speed: 66, latitude: -7.797, longitude: 110.37 },
];

export type SampleFilter = 'search' | 'status';
export type SampleSort = 'name' | '-name' | 'speed' | '-speed';
export const SAMPLE_SORTS: readonly SampleSort[] = ['name', '-name', 'speed', '-speed'];

function compare(sort: SampleSort | undefined): (a: SampleVehicle, b: SampleVehicle) => number {
  const descending = sort?.startsWith('-') ?? false;
  const sign = descending ? -1 : 1;
  if (sort === 'speed' || sort === '-speed') return (a, b) => sign * (a.speed - b.speed) || a.id - b.id;
  return (a, b) => sign * a.name.localeCompare(b.name);
}

/** One page of rows as a list call would answer it: searched, filtered, sorted and paged in the browser. */
export function samplePage(
  rows: readonly SampleVehicle[],
  state: TableState<SampleFilter, SampleSort>,
): Page<SampleVehicle> {
  const search = state.filters.search?.toLowerCase();
  const matching = rows
    .filter((row) => !search || `${row.name} ${row.plate}`.toLowerCase().includes(search))
    .filter((row) => !state.filters.status || row.status === state.filters.status)
    .sort(compare(state.sort));
  const start = (state.page - 1) * state.limit;
  return {
    data: matching.slice(start, start + state.limit),
    total_data: matching.length,
    page: state.page,
    limit: state.limit,
  };
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  FUEL_USE_CALLS,
  hasPermission,
  REFUEL_RESOURCE,
  type FuelConfigBody,
  type FuelLevel,
  type FuelList,
  type Viewer,
} from '@armada/domain';
import { apiGet, apiPut } from '../../api/client';
import { resourceKey, type ResourceRef } from '../../api/resource';
import type { TableConfig } from '../../components/data-table/tableState';

export const REFUEL_REF: ResourceRef = REFUEL_RESOURCE;
const FUEL_KEY = ['fuel'] as const;
const DAY = 'YYYY-MM-DD';

export type FuelFilter = 'start_date' | 'end_date' | 'search' | 'vehicle';
export type FuelSort = 'litres' | '-litres' | 'l100' | '-l100' | 'cost' | '-cost' | 'name' | '-name';
export const FUEL_TABLE: TableConfig<FuelFilter, FuelSort> = {
  filterKeys: ['start_date', 'end_date', 'search', 'vehicle'],
  sortValues: ['litres', '-litres', 'l100', '-l100', 'cost', '-cost', 'name', '-name'],
  defaultSort: '-litres',
};

export type FuelPeriod = { start_date: string; end_date: string };

/** The period in the address bar, else the month so far. */
export const periodOf = (filters: Partial<Record<FuelFilter, string>>): FuelPeriod => ({
  start_date: filters.start_date ?? dayjs().startOf('month').format(DAY),
  end_date: filters.end_date ?? dayjs().format(DAY),
});

export function useFuelList(period: FuelPeriod, search?: string) {
  const params = { ...period, ...(search ? { search } : {}) };
  return useQuery({
    queryKey: [...FUEL_KEY, 'list', params],
    queryFn: () => apiGet<FuelList>(FUEL_USE_CALLS.list, params),
    placeholderData: keepPreviousData,
  });
}

export function useFuelLevel(vehicleId: number, period: FuelPeriod) {
  const params = { vehicle_id: vehicleId, ...period };
  return useQuery({
    queryKey: [...FUEL_KEY, 'level', params],
    queryFn: () => apiGet<FuelLevel>(FUEL_USE_CALLS.level, params),
  });
}

/** Saves a tank and sensor set-up, then refreshes the fuel figures and curves. */
export function useFuelConfigSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FuelConfigBody) => apiPut<{ id: number }>(FUEL_USE_CALLS.editConfig, body),
    onSuccess: () => client.invalidateQueries({ queryKey: FUEL_KEY }),
  });
}

/** A manual refuel's save or removal changes the figures too. */
export function useRefreshFuel() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: FUEL_KEY });
    void client.invalidateQueries({ queryKey: resourceKey(REFUEL_REF) });
  };
}

/** Who may set up a tank and sensor: whoever may set up the vehicle's sensors (the server checks the same). */
export const maySetUpFuel = (viewer: Viewer | null) =>
  viewer !== null && hasPermission(viewer, 'sensor_edit_vehicle_sensor');

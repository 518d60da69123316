import { useQuery } from '@tanstack/react-query';
import type { VehicleRow } from '@armada/domain';
import { apiGet } from '../../api/client';
import type { Page } from '../../api/page';
import { resourceUrl, type ResourceRef } from '../../api/resource';
import type { TableConfig } from '../../components/data-table/tableState';
import { VEHICLE_RESOURCE } from './vehiclesApi';

export const SENSOR_RESOURCE: ResourceRef = { group: 'sensor-service', name: 'vehiclesensor' };

export type SensorFilter = 'search' | 'type_sensor' | 'vehicle_id';
export type SensorSort = '-id' | 'id' | 'code_sensor' | '-code_sensor' | 'type_sensor' | '-type_sensor';

export const SENSOR_TABLE: TableConfig<SensorFilter, SensorSort> = {
  filterKeys: ['search', 'type_sensor', 'vehicle_id'],
  sortValues: ['-id', 'id', 'code_sensor', '-code_sensor', 'type_sensor', '-type_sensor'],
  defaultSort: '-id',
};

/**
 * Vehicles to pick (to fit a sensor to, to assign a driver to), searched on the server (the fleet may
 * be large); `organizationId` keeps to one organisation's.
 */
export function useVehicleChoices(search: string, organizationId?: number) {
  const filter = organizationId === undefined ? undefined : `organization_id:${organizationId}`;
  return useQuery({
    queryKey: ['resource', 'vehicle', 'vehicle', 'choices', search, organizationId],
    queryFn: () =>
      apiGet<Page<VehicleRow>>(resourceUrl(VEHICLE_RESOURCE, 'list'), { page: 1, limit: 20, search, filter }),
    select: (page) =>
      page.data.map((v) => ({ value: v.id, label: [v.vehicle_name, v.vehicle_number].filter(Boolean).join(' · ') })),
    staleTime: 30_000,
  });
}

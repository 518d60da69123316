import { useQuery } from '@tanstack/react-query';
import type { VehicleRow } from '@armada/domain';
import { apiGet } from '../../../api/client';
import type { Page } from '../../../api/page';
import { resourceUrl } from '../../../api/resource';
import { VEHICLE_RESOURCE } from '../../vehicles/vehiclesApi';

export type ImeiOption = { value: string; label: string };

const SHOWN = 30;

export const vehicleLabel = (v: Pick<VehicleRow, 'vehicle_name' | 'vehicle_number'>) =>
  [v.vehicle_name, v.vehicle_number].filter(Boolean).join(' · ');

/** The caller's vehicles matching a name or plate, by imei (what the reports take). */
export function useImeiChoices(search: string) {
  return useQuery({
    queryKey: ['resource', 'vehicle', 'vehicle', 'report-choices', search],
    queryFn: () =>
      apiGet<Page<VehicleRow>>(resourceUrl(VEHICLE_RESOURCE, 'list'), {
        page: 1,
        limit: SHOWN,
        sort_by: 'vehicle_name',
        search: search || undefined,
      }),
    select: (page): ImeiOption[] => page.data.map((v) => ({ value: v.imei, label: vehicleLabel(v) })),
    staleTime: 30_000,
  });
}

import { useMemo, useState } from 'react';
import { hasPermission, type OnDutyCountAnswer, type VehicleGroup } from '@armada/domain';
import { useAuth } from '../../auth/useAuth';
import { useAlertMutes } from '../../alerts/alertMuteApi';
import { NO_FLAGS, type FleetFlags } from './fleetFlags';
import { useDutyCounts, useOnDutyImeis } from '../../../api/jobOrders';
import { useVehicleGroups } from '../../../api/vehicleGroups';

export type FleetFlagsState = {
  flags: FleetFlags;
  /** Whether the caller may read job orders (the job-order filter shows only then). */
  jobOrders: boolean;
  dutyCounts: OnDutyCountAnswer | undefined;
  groups: readonly VehicleGroup[];
  groupId: number | null;
  setGroupId: (id: number | null) => void;
};

const NO_GROUPS: readonly VehicleGroup[] = [];

/** On duty (every minute), muted alerts and the chosen vehicle group, as the map's filters read them. */
export function useFleetFlags(): FleetFlagsState {
  const { viewer } = useAuth();
  const jobOrders = viewer !== null && hasPermission(viewer, 'list_job_order');
  const canGroups = viewer !== null && hasPermission(viewer, 'list_vehicle_group');
  const [groupId, setGroupId] = useState<number | null>(null);
  const onDuty = useOnDutyImeis(jobOrders);
  const counts = useDutyCounts(jobOrders, groupId);
  const muted = useAlertMutes(viewer !== null);
  const groups = useVehicleGroups(canGroups);
  const groupList = groups.data?.data ?? NO_GROUPS;
  const members = useMemo(() => {
    const group = groupList.find((g) => g.id === groupId);
    return group ? new Set(group.imeis) : null;
  }, [groupList, groupId]);
  const flags = useMemo(
    () => ({ onDuty: onDuty.data ?? NO_FLAGS.onDuty, muted: muted.data ?? NO_FLAGS.muted, group: members }),
    [onDuty.data, muted.data, members],
  );
  return { flags, jobOrders, dutyCounts: counts.data, groups: groupList, groupId, setGroupId };
}

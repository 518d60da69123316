import { hasPermission, type MonitoringVehicle } from '@armada/domain';
import { useAuth } from '../../auth/useAuth';
import { StarterKillCard } from './StarterKillCard';

/** Engine starter kill for the vehicle in the drawer, for users holding send_starter_kill only. */
export function StarterKillPanel({ vehicle }: { vehicle: MonitoringVehicle }) {
  const { viewer } = useAuth();
  if (!viewer || !hasPermission(viewer, 'send_starter_kill')) return null;
  return <StarterKillCard key={vehicle.imei} vehicle={vehicle} />;
}

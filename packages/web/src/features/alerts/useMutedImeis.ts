import { useMutedImeis as useMuteList } from '../maps/job-orders/alertMuteApi';

const NONE: ReadonlySet<string> = new Set();

/**
 * The vehicles whose alerts the user muted (GET monitoring-service/alert_mute/list_alert_mute), from
 * the map's own query, so muting a vehicle on the map hides its alerts here at once.
 */
export function useMutedImeis(): ReadonlySet<string> {
  return useMuteList(true).data ?? NONE;
}

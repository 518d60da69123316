import { useHistorySelector } from './historyStore';

/** Height of the phone's bottom sheet while it holds the player alone: its title, the player's card and rows. */
export const PLAYER_SHEET_PX = 204;

/** Whether a history is being replayed on a phone (the fleet's filters give way to the map). */
export function useReplayingOnPhone(mobile: boolean): boolean {
  const open = useHistorySelector((state) => state.imei !== null);
  return mobile && open;
}

/** Whether the phone's sheet holds the player alone, the route in view above it. */
export function usePlayerOnly(mobile: boolean): boolean {
  const playerOnly = useHistorySelector((state) => state.imei !== null && !state.expanded);
  return mobile && playerOnly;
}

import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { GENERIC_LIST_LIMIT } from '../constants.js';
import { Closed, PageNumber } from './contract.js';

/**
 * Vehicles whose alert notifications a user muted, per user. The alert feed reads the list call to
 * hide those vehicles' alerts; the map filters on it (Muted Alert Notifications).
 */
export const ALERT_MUTE_BASE = '/api/monitoring-service/alert_mute';
export const ALERT_MUTE_LIST_PATH = `${ALERT_MUTE_BASE}/list_alert_mute`;
export const ALERT_MUTE_ADD_PATH = `${ALERT_MUTE_BASE}/add_alert_mute`;
export const ALERT_MUTE_DELETE_PATH = `${ALERT_MUTE_BASE}/delete_alert_mute`;

/** A tracker's imei: digits only. */
export const AlertMuteImei = Closed({ imei: Type.String({ pattern: '^[0-9]{8,20}$' }) });
export type AlertMuteImei = Static<typeof AlertMuteImei>;

export const AlertMuteListQuery = Closed({
  page: PageNumber(),
  limit: Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT, default: GENERIC_LIST_LIMIT }),
});
export type AlertMuteListQuery = Static<typeof AlertMuteListQuery>;

export const AlertMute = Closed({
  imei: Type.String(),
  vehicle_id: Type.Integer(),
  vehicle_name: Type.String(),
  vehicle_number: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  created_at: Type.String(),
});
export type AlertMute = Static<typeof AlertMute>;

export const AlertMutePage = Page(AlertMute);
export type AlertMutePage = Static<typeof AlertMutePage>;

/** The answer of add and delete: the vehicle and whether its alerts are muted now. */
export const AlertMuteState = Closed({ imei: Type.String(), muted: Type.Boolean() });
export type AlertMuteState = Static<typeof AlertMuteState>;

import { Type, type Static } from '@sinclair/typebox';
import { MapTiles } from './map-settings.js';
import { Closed, orNull } from './contract.js';

/** `GET /api/app/config`: what the web needs before sign-in (public). */
export const AppConfig = Closed({
  version: Type.String(),
  /** The realm whose users may not sign in to the portal; null when none is blocked. */
  blocked_realm_id: orNull(Type.Integer()),
  demo: Type.Boolean(),
  password_max_age_days: Type.Integer(),
  map_tiles: MapTiles,
  /** The zone whose midnights split the reports' days (REPORT_TIME_ZONE): report times are shown in it. */
  report_time_zone: Type.String(),
});
export type AppConfig = Static<typeof AppConfig>;

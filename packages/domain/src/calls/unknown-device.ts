import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { Closed, DateTime, orNull } from './contract.js';

/** `GET /api/vehicle/device/list_unknown_device`: a tracker that connected with an IMEI no vehicle has. */
export const UnknownDevice = Closed({
  imei: Type.String(),
  /** The listener's protocol family ('teltonika', 'ruptela', 'gt06'). */
  family: Type.String(),
  /** The address it last connected from. */
  remote_address: orNull(Type.String()),
  attempts: Type.Integer(),
  first_seen: DateTime(),
  last_seen: DateTime(),
});
export type UnknownDevice = Static<typeof UnknownDevice>;

export const UnknownDevicePage = Page(UnknownDevice);
export type UnknownDevicePage = Static<typeof UnknownDevicePage>;

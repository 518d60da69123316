import { Type, type Static } from '@sinclair/typebox';
import { Closed, DateTime, Id, orNull } from './contract.js';

/**
 * Drivers on the generic API (spec document 2 section 7.1, entity 'driver' of document 1 section 3):
 * `driver/driver/{add,edit,view,delete,list}_driver`, and their hand assignments to trucks,
 * `driver/driver_vehicle/{add,edit,view,delete,list}_driver_vehicle`. A truck's RFID/iButton reading of a
 * driver's code wins over the hand assignment for the days it covers (docs/driver-score.md).
 */
export const DRIVER_RESOURCE = { group: 'driver', name: 'driver' } as const;
export const DRIVER_VEHICLE_RESOURCE = { group: 'driver', name: 'driver_vehicle' } as const;

/** A licence whose validity ends within this many days is flagged on the drivers list. */
export const LICENCE_EXPIRY_WARNING_DAYS = 30;

const day = () => Type.String({ format: 'date', description: 'YYYY-MM-DD' });
/** A day, or '' to clear it (a form body's way). */
const dayOrEmpty = () => Type.String({ pattern: '^$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

export const RFID_CODE_PATTERN = '^$|^[A-Za-z0-9._:-]{3,40}$';
export const PHONE_PATTERN = '^$|^\\+?[0-9][0-9 -]{5,19}$';

export const Driver = Closed({
  id: Type.Integer(),
  organization_id: Type.Integer(),
  organization_name: Type.String(),
  name: Type.String(),
  licence_number: Type.String(),
  licence_valid_until: orNull(Type.String()),
  phone: orNull(Type.String()),
  rfid_code: orNull(Type.String()),
  user_id: orNull(Type.Integer()),
  /** The trucks assigned by hand today, their names joined by ', '. */
  vehicles: Type.String(),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type Driver = Static<typeof Driver>;

const bodyFields = {
  name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
  licence_number: Type.String({ minLength: 3, maxLength: 30, pattern: '^[A-Za-z0-9 .-]+$' }),
  licence_valid_until: dayOrEmpty(),
  phone: Type.String({ maxLength: 20, pattern: PHONE_PATTERN }),
  rfid_code: Type.String({ maxLength: 40, pattern: RFID_CODE_PATTERN }),
  /** '' unlinks; otherwise a user id of the driver's organisation. */
  user_id: Type.String({ pattern: '^$|^[1-9][0-9]{0,8}$' }),
};

/** A new driver; the organisation defaults to the caller's (brand staff and dealers may name another in reach). */
export const DriverAddBody = Closed({
  name: bodyFields.name,
  licence_number: bodyFields.licence_number,
  licence_valid_until: Type.Optional(bodyFields.licence_valid_until),
  phone: Type.Optional(bodyFields.phone),
  rfid_code: Type.Optional(bodyFields.rfid_code),
  user_id: Type.Optional(bodyFields.user_id),
  organization_id: Type.Optional(Id()),
});
export type DriverAddBody = Static<typeof DriverAddBody>;

export const DriverEditBody = Closed({ id: Id(), ...Type.Partial(Closed(bodyFields)).properties });
export type DriverEditBody = Static<typeof DriverEditBody>;

export const DriverVehicle = Closed({
  id: Type.Integer(),
  driver_id: Type.Integer(),
  driver_name: Type.String(),
  vehicle_id: Type.Integer(),
  vehicle_name: Type.String(),
  since: Type.String(),
  until: orNull(Type.String()),
});
export type DriverVehicle = Static<typeof DriverVehicle>;

/** A hand assignment: from `since` (local day) until `until` ('' or absent: still driving it). */
export const DriverVehicleAddBody = Closed({
  driver_id: Id(),
  vehicle_id: Id(),
  since: day(),
  until: Type.Optional(dayOrEmpty()),
});
export type DriverVehicleAddBody = Static<typeof DriverVehicleAddBody>;

export const DriverVehicleEditBody = Closed({
  id: Id(),
  since: Type.Optional(day()),
  until: Type.Optional(dayOrEmpty()),
});
export type DriverVehicleEditBody = Static<typeof DriverVehicleEditBody>;

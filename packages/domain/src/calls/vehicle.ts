import { Type, type Static } from '@sinclair/typebox';
import { EURO_STDS } from '../telemetry/signal.js';
import { Closed, Id, orNull, literals, DateTime } from './contract.js';

/** A chassis number: 17 characters of a VIN (digits and capitals without I, O and Q). */
export const CHASSIS_PATTERN = '^[A-HJ-NPR-Z0-9]{17}$';
export const IMEI_PATTERN = '^[0-9]{15}$';

export const isChassisNumber = (text: string) => new RegExp(CHASSIS_PATTERN).test(text);

export const VEHICLE_COLORS = [
  'white',
  'black',
  'silver',
  'grey',
  'red',
  'blue',
  'green',
  'yellow',
  'orange',
  'other',
] as const;
export const TRANSMISSIONS = ['manual', 'automatic', 'amt'] as const;
export const OWNERSHIP_STATUSES = ['owned', 'leased', 'rented'] as const;
export const REGISTRATION_STATUSES = ['registering', 'registered'] as const;

const required = (max = 60) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const DATE = Type.String({ format: 'date' });
const thisYear = new Date().getUTCFullYear();

/** The management fields of spec document 1 section 3 that both adding and editing carry. */
const managedFields = {
  vehicle_name: required(60),
  /** The plate (police number), 'B 9123 KXT'. */
  vehicle_number: Type.String({ minLength: 1, maxLength: 15, pattern: '^[A-Za-z]{1,2} ?[0-9]{1,4} ?[A-Za-z]{0,3}$' }),
  unit_number: Type.Optional(Type.String({ maxLength: 30 })),
  engine_number: Type.Optional(Type.String({ maxLength: 30 })),
  brand: required(40),
  model: required(40),
  vehicle_type: required(40),
  color: literals(VEHICLE_COLORS),
  transmission: literals(TRANSMISSIONS),
  assembly_year: Type.Integer({ minimum: 1990, maximum: thisYear + 1 }),
  odometer: Type.Optional(Type.Integer({ minimum: 0, maximum: 9_999_999 })),
  stnk_valid_until: DATE,
  license_valid_until: Type.Optional(DATE),
  ownership_status: Type.Optional(literals(OWNERSHIP_STATUSES)),
  sim_number: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9+]*$' })),
  euro_std: Type.Optional(literals(EURO_STDS)),
  /** The owner; a customer registers for itself, a dealer for one of its customers. */
  organization_id: Type.Optional(Id()),
};

/**
 * What a registration or an edit sets besides the owner. The lease (leasing_org_id), the chassis
 * once registered, and the activation and registration states are set only by their workflows.
 */
export const VEHICLE_MANAGED_FIELDS = [
  'vehicle_name',
  'vehicle_number',
  'unit_number',
  'engine_number',
  'brand',
  'model',
  'vehicle_type',
  'color',
  'transmission',
  'assembly_year',
  'odometer',
  'stnk_valid_until',
  'license_valid_until',
  'ownership_status',
  'sim_number',
  'euro_std',
] as const satisfies readonly (keyof typeof managedFields)[];

export const VehicleAddBody = Closed({
  chassis_number: Type.String({ pattern: CHASSIS_PATTERN }),
  imei: Type.String({ pattern: IMEI_PATTERN }),
  ...managedFields,
});
export type VehicleAddBody = Static<typeof VehicleAddBody>;

/** Editing changes only what is given; the chassis stays, the tracker may be swapped (imei). */
export const VehicleEditBody = Closed({
  id: Id(),
  imei: Type.Optional(Type.String({ pattern: IMEI_PATTERN })),
  ...Type.Partial(Closed(managedFields)).properties,
});
export type VehicleEditBody = Static<typeof VehicleEditBody>;

/** The message code for a required selection left empty (spec: "... has not been selected"). */
export const NOT_SELECTED_CODES = {
  brand: 'brand_not_selected',
  model: 'model_not_selected',
  vehicle_type: 'type_not_selected',
  color: 'color_not_selected',
  transmission: 'transmission_not_selected',
  assembly_year: 'year_not_selected',
  stnk_valid_until: 'stnk_not_selected',
} as const;

export const ChassisQuery = Closed({ chassis_number: Type.String({ maxLength: 40 }) });
export type ChassisQuery = Static<typeof ChassisQuery>;

const optionalText = Type.Optional(orNull(Type.String()));

/**
 * What search_chassis answers: whether the chassis may be registered, with the spec's refusal code
 * when not, and the brand's record of it (model, engine number, ...) only when the chassis is free
 * or its vehicle is within the caller's reach (security review L9).
 */
export const ChassisSearchResult = Closed({
  chassis_number: Type.String(),
  registrable: Type.Boolean(),
  refusal: orNull(Type.String()),
  model: Type.Optional(Type.String()),
  vehicle_type: optionalText,
  euro_std: optionalText,
  engine_number: optionalText,
  assembly_year: Type.Optional(orNull(Type.Integer())),
  built_at: Type.Optional(orNull(DATE)),
});
export type ChassisSearchResult = Static<typeof ChassisSearchResult>;

/** A vehicle as the vehicle resource answers it (list_vehicle rows and view_vehicle). */
export const VehicleRow = Closed({
  id: Id(),
  imei: Type.String(),
  gpstype: Type.Integer(),
  chassis_number: orNull(Type.String()),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  unit_number: orNull(Type.String()),
  engine_number: orNull(Type.String()),
  brand: orNull(Type.String()),
  model: orNull(Type.String()),
  vehicle_type: orNull(Type.String()),
  color: orNull(Type.String()),
  transmission: orNull(Type.String()),
  assembly_year: orNull(Type.Integer()),
  odometer: orNull(Type.Integer()),
  stnk_valid_until: orNull(Type.String({ format: 'date' })),
  license_valid_until: orNull(Type.String({ format: 'date' })),
  ownership_status: orNull(Type.String()),
  sim_number: orNull(Type.String()),
  euro_std: orNull(Type.String()),
  vehicle_group: orNull(Type.String()),
  device_status: literals(['active', 'inactive'] as const),
  activation_status: Type.String(),
  activation_date: orNull(Type.String()),
  registration_status: literals(REGISTRATION_STATUSES),
  organization_id: Id(),
  owner_name: orNull(Type.String()),
  leasing_org_id: orNull(Id()),
  leasing_name: orNull(Type.String()),
  created_at: DateTime(),
});
export type VehicleRow = Static<typeof VehicleRow>;

import { Type, type Static } from '@sinclair/typebox';
import { Closed, DateTime, Id, literals, orNull, PageNumber } from './contract.js';
import { Page } from '../api.js';
import { ACTIVATION_CODES } from './vehicle-history.js';

/**
 * Vehicle activation (spec document 1 sections 2 and 4, document 2 section 7.13): a sold vehicle is
 * invited, its owner accepts the disclaimer and it is activated; the brand may deactivate it or force
 * its activation. Every change, and every note, is kept with who made it and when.
 */
export const ACTIVATION_STATES = ['invited', 'activated', 'deactivated', 'force_activated'] as const;
export type ActivationState = (typeof ACTIVATION_STATES)[number];
export const ACTIVATION_EVENTS = [...ACTIVATION_STATES, 'note'] as const;
export type ActivationEvent = (typeof ACTIVATION_EVENTS)[number];

const BASE = '/api/report/report_vehicle_activation';
export const VEHICLE_ACTIVATION_PATHS = {
  list: `${BASE}/list_report_vehicle_activation`,
  view: `${BASE}/view_report_vehicle_activation`,
  history: `${BASE}/list_vehicle_activation_history`,
  resend: `${BASE}/resend_vehicle_activation`,
  deactivate: `${BASE}/deactivate_vehicle_activation`,
  forceActivate: `${BASE}/force_activate_vehicle_activation`,
  addNote: `${BASE}/add_note_vehicle_activation`,
  accept: '/api/vehicle/vehicle_activation/accept_disclaimer',
  disclaimer: '/api/vehicle/vehicle_activation/view_disclaimer',
} as const;

/** The report's page size (spec document 2 section 9: vehicle activation report 100). */
export const ACTIVATION_PAGE_SIZE = 100;
export const ACTIVATION_SORTS = [
  'vehicle_name',
  '-vehicle_name',
  'activation_date',
  '-activation_date',
  'last_change_at',
  '-last_change_at',
] as const;
export type ActivationSort = (typeof ACTIVATION_SORTS)[number];

/** GET list_report_vehicle_activation (section 7.13): count_perpage, search, page, activation_status, owner_id, sort. */
export const VehicleActivationQuery = Closed({
  count_perpage: Type.Integer({ minimum: 1, maximum: 1000, default: ACTIVATION_PAGE_SIZE }),
  page: PageNumber(),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  activation_status: Type.Optional(literals(ACTIVATION_CODES)),
  owner_id: Type.Optional(Id()),
  sort: Type.Optional(literals(ACTIVATION_SORTS)),
});
export type VehicleActivationQuery = Static<typeof VehicleActivationQuery>;

export const VehicleActivationRow = Closed({
  id: Id(),
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  chassis_number: orNull(Type.String()),
  owner_id: Type.Integer(),
  owner_name: orNull(Type.String()),
  dealer_name: orNull(Type.String()),
  activation_status: Type.String(),
  /** 'Non Runner', 'Vehicle Inactive', 'Vehicle Active' or '-'. */
  activation_status_name: Type.String(),
  /** Where the vehicle is in the lifecycle; null for a vehicle no one has invited or changed yet. */
  activation_state: orNull(literals(ACTIVATION_STATES)),
  activation_date: orNull(Type.String()),
  invited_at: orNull(DateTime()),
  last_change_at: orNull(DateTime()),
});
export type VehicleActivationRow = Static<typeof VehicleActivationRow>;
export const VehicleActivationPage = Page(VehicleActivationRow);
export type VehicleActivationPage = Static<typeof VehicleActivationPage>;

export const VehicleIdQuery = Closed({ vehicle_id: Id() });

export const VehicleActivationEvent = Closed({
  id: Type.Integer(),
  event: literals(ACTIVATION_EVENTS),
  note: orNull(Type.String()),
  user_name: orNull(Type.String()),
  created_at: DateTime(),
});
export type VehicleActivationEvent = Static<typeof VehicleActivationEvent>;
export const VehicleActivationHistory = Closed({ data: Type.Array(VehicleActivationEvent) });
export type VehicleActivationHistory = Static<typeof VehicleActivationHistory>;

const note = Type.String({ maxLength: 500 });
/** A change of the lifecycle, with an optional note. */
export const ActivationChangeBody = Closed({ vehicle_id: Id(), note: Type.Optional(note) });
export type ActivationChangeBody = Static<typeof ActivationChangeBody>;
/** A note on its own. */
export const ActivationNoteBody = Closed({
  vehicle_id: Id(),
  note: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
});
export type ActivationNoteBody = Static<typeof ActivationNoteBody>;
/** The owner accepts the disclaimer of an invited vehicle. */
export const DisclaimerBody = Closed({ vehicle_id: Id() });
export type DisclaimerBody = Static<typeof DisclaimerBody>;

/**
 * `GET vehicle/vehicle_activation/view_disclaimer?vehicle_id=` (ours): what the owner's users need
 * on the disclaimer page, the vehicle it activates and whether it waits for them, without the
 * activation report's permission.
 */
export const DisclaimerVehicle = Closed({
  vehicle_id: Id(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  chassis_number: orNull(Type.String()),
  activation_state: orNull(literals(ACTIVATION_STATES)),
  /** Invited: the disclaimer can be accepted. */
  waiting: Type.Boolean(),
  /** Active already (activated, forced, or coded Vehicle Active). */
  active: Type.Boolean(),
});
export type DisclaimerVehicle = Static<typeof DisclaimerVehicle>;

/** What a change answers: the vehicle's row as it now stands. */
export const ActivationChanged = VehicleActivationRow;

/** Whether a vehicle counts as active now: activated or forced, or coded '2' before anyone acted on it. */
export const activationIsActive = (vehicle: { activation_state: ActivationState | null; activation_status: string }) =>
  vehicle.activation_state === 'activated' ||
  vehicle.activation_state === 'force_activated' ||
  (vehicle.activation_state === null && vehicle.activation_status === '2');

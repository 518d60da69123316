import { Type, type Static } from '@sinclair/typebox';
import { Closed, DateTime, Id, literals, orNull, PageNumber } from './contract.js';
import { Page } from '../api.js';
import { ACCOUNT_STATE } from '../user-access.js';
import {
  ACTIVATION_EVENTS,
  ACTIVATION_PAGE_SIZE,
  ACTIVATION_STATES,
  type ActivationState,
} from './vehicle-activation.js';

/**
 * Customer activation (spec document 1 sections 2 and 4): a customer is invited (its super admin's
 * set-password mail), activated when that super admin sets the password, deactivated or
 * force-activated by the brand. Every change and note is kept with who made it and when.
 */
const BASE = '/api/report/report_customer_activation';
export const CUSTOMER_ACTIVATION_PATHS = {
  list: `${BASE}/list_report_customer_activation`,
  view: `${BASE}/view_report_customer_activation`,
  history: `${BASE}/list_customer_activation_history`,
  resend: `${BASE}/resend_customer_activation`,
  deactivate: `${BASE}/deactivate_customer_activation`,
  forceActivate: `${BASE}/force_activate_customer_activation`,
  addNote: `${BASE}/add_note_customer_activation`,
} as const;

/** The super admin's account state as a string code: '0' switched off, '1' active, '2' waiting for the mailed link. */
export const CUSTOMER_ACCOUNT_CODES = ['0', '1', '2'] as const;
export type CustomerAccountCode = (typeof CUSTOMER_ACCOUNT_CODES)[number];

export const CUSTOMER_ACTIVATION_SORTS = [
  'name',
  '-name',
  'invited_at',
  '-invited_at',
  'last_change_at',
  '-last_change_at',
] as const;
export type CustomerActivationSort = (typeof CUSTOMER_ACTIVATION_SORTS)[number];

/** GET list_report_customer_activation: the vehicle report's parameters, the code being the super admin's account state. */
export const CustomerActivationQuery = Closed({
  count_perpage: Type.Integer({ minimum: 1, maximum: 1000, default: ACTIVATION_PAGE_SIZE }),
  page: PageNumber(),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  activation_status: Type.Optional(literals(CUSTOMER_ACCOUNT_CODES)),
  owner_id: Type.Optional(Id({ description: 'the customer' })),
  dealer_id: Type.Optional(Id()),
  sort: Type.Optional(literals(CUSTOMER_ACTIVATION_SORTS)),
});
export type CustomerActivationQuery = Static<typeof CustomerActivationQuery>;

export const CustomerActivationRow = Closed({
  id: Id(),
  name: Type.String(),
  code: orNull(Type.String()),
  dealer_id: orNull(Type.Integer()),
  dealer_name: orNull(Type.String()),
  admin_name: orNull(Type.String()),
  admin_email: orNull(Type.String()),
  /** The super admin's account state ('0', '1', '2'); null for a customer without a super admin. */
  activation_status: orNull(literals(CUSTOMER_ACCOUNT_CODES)),
  /** Where the customer is in the lifecycle; null before anyone acted on it. */
  activation_state: orNull(literals(ACTIVATION_STATES)),
  vehicles: Type.Integer({ minimum: 0 }),
  activated_vehicles: Type.Integer({ minimum: 0 }),
  invited_at: orNull(DateTime()),
  last_change_at: orNull(DateTime()),
});
export type CustomerActivationRow = Static<typeof CustomerActivationRow>;

export const CustomerActivationPage = Page(CustomerActivationRow);
export type CustomerActivationPage = Static<typeof CustomerActivationPage>;

export const CustomerIdQuery = Closed({ customer_id: Id() });

export const CustomerActivationEvent = Closed({
  id: Type.Integer(),
  event: literals(ACTIVATION_EVENTS),
  note: orNull(Type.String()),
  user_name: orNull(Type.String()),
  created_at: DateTime(),
});
export type CustomerActivationEvent = Static<typeof CustomerActivationEvent>;

export const CustomerActivationHistory = Closed({ data: Type.Array(CustomerActivationEvent) });
export type CustomerActivationHistory = Static<typeof CustomerActivationHistory>;

const note = Type.String({ maxLength: 500 });
export const CustomerActivationChangeBody = Closed({ customer_id: Id(), note: Type.Optional(note) });
export type CustomerActivationChangeBody = Static<typeof CustomerActivationChangeBody>;
export const CustomerActivationNoteBody = Closed({
  customer_id: Id(),
  note: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
});
export type CustomerActivationNoteBody = Static<typeof CustomerActivationNoteBody>;

/** A customer counts as active when its super admin's account is active (isactive 1). */
export const customerIsActive = (customer: { activation_status: CustomerAccountCode | null }) =>
  customer.activation_status === String(ACCOUNT_STATE.active);

/** The state a customer shows: its lifecycle state, or 'activated' for an active account no one acted on. */
export const customerStateOf = (customer: {
  activation_state: ActivationState | null;
  activation_status: CustomerAccountCode | null;
}): ActivationState | null => customer.activation_state ?? (customerIsActive(customer) ? 'activated' : null);

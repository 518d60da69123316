import { Type, type Static } from '@sinclair/typebox';
import { Closed, DateTime, Id, literals, orNull } from './contract.js';

/**
 * The call centre (issue text; call names are ours): search customers, users and vehicles, see one
 * organisation on a page, unlock an account or send its owner a reset or activation mail (each with the
 * user's consent noted and audited), move a vehicle to another customer, and follow incidents. Every
 * call needs `use_call_center`; the agent acts only on accounts outside the admin realm that are not
 * call-centre agents themselves (docs/decisions.md).
 */
export const CALL_CENTER_CALLS = {
  search: '/api/call-center/search',
  organization: '/api/call-center/organization',
  user: '/api/call-center/user',
  userAction: '/api/call-center/user_action',
  changeVehicleMember: '/api/call-center/change_vehicle_member',
  vehicleMembers: '/api/call-center/vehicle_member_history',
  incidents: '/api/call-center/list_incident',
  incident: '/api/call-center/incident',
  createIncident: '/api/call-center/create_incident',
  moveIncident: '/api/call-center/move_incident',
  noteIncident: '/api/call-center/note_incident',
} as const;

/** A search needs this many characters; it answers at most SEARCH_LIMIT rows of each kind. */
export const CALL_CENTER_SEARCH_MIN = 3;
export const CALL_CENTER_SEARCH_LIMIT = 20;
/** A consent note, a move's reason and an incident note: required, at most this long. */
export const CALL_CENTER_NOTE_MAX = 500;

const Note = () => Type.String({ minLength: 1, maxLength: CALL_CENTER_NOTE_MAX, pattern: '\\S' });

export const CallCenterSearchQuery = Closed({
  q: Type.String({ minLength: CALL_CENTER_SEARCH_MIN, maxLength: 100 }),
});

export const SEARCH_KINDS = ['organization', 'user', 'vehicle'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const CallCenterHit = Closed({
  kind: literals(SEARCH_KINDS),
  id: Id(),
  /** The organisation the hit belongs to (itself for an organisation): the detail panel opens it. */
  organization_id: Id(),
  organization_name: Type.String(),
  title: Type.String(),
  /** What matched besides the title: phone, e-mail, plate, chassis or IMEI. */
  detail: Type.String(),
});
export type CallCenterHit = Static<typeof CallCenterHit>;
export const CallCenterHits = Type.Array(CallCenterHit);

export const OrganizationQuery = Closed({ organization_id: Id() });

/** A user's account: 1 active, 2 deactivated, anything else not yet activated. */
export const ACCOUNT_STATES = ['active', 'locked', 'deactivated', 'not_activated'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const SignInRow = Closed({ at: DateTime(), status: Type.String(), ip: orNull(Type.String()) });

export const CallCenterUserRow = Closed({
  id: Id(),
  username: Type.String(),
  name: Type.String(),
  email: orNull(Type.String()),
  phone: orNull(Type.String()),
  state: literals(ACCOUNT_STATES),
  last_sign_in: orNull(DateTime()),
});
export type CallCenterUserRow = Static<typeof CallCenterUserRow>;

export const CallCenterVehicleRow = Closed({
  id: Id(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  chassis_number: orNull(Type.String()),
  imei: Type.String(),
  last_report: orNull(DateTime()),
});
export type CallCenterVehicleRow = Static<typeof CallCenterVehicleRow>;

export const INCIDENT_STATES = ['open', 'assigned', 'in_progress', 'resolved', 'closed'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

/**
 * The allowed moves (docs/decisions.md): forward one step, back one step (unassign, give back, reopen),
 * and an open incident may be closed at once (a duplicate or a mistake). A closed incident is final.
 */
const MOVES: Readonly<Record<IncidentState, readonly IncidentState[]>> = {
  open: ['assigned', 'closed'],
  assigned: ['in_progress', 'open'],
  in_progress: ['resolved', 'assigned'],
  resolved: ['closed', 'in_progress'],
  closed: [],
};

export const nextIncidentStates = (from: IncidentState): readonly IncidentState[] => MOVES[from];
export const canMoveIncident = (from: IncidentState, to: IncidentState): boolean => MOVES[from].includes(to);
/** Work on an incident booked for a day (YYYY-MM-DD) starts only on that day ('This services is not for today'). */
export const startsToday = (scheduledFor: string | null, today: string): boolean =>
  scheduledFor === null || scheduledFor === today;

export const IncidentRow = Closed({
  id: Id(),
  title: Type.String(),
  state: literals(INCIDENT_STATES),
  organization_id: Id(),
  organization_name: Type.String(),
  vehicle_id: orNull(Id()),
  vehicle_name: orNull(Type.String()),
  assigned_to_name: orNull(Type.String()),
  scheduled_for: orNull(Type.String({ format: 'date' })),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type IncidentRow = Static<typeof IncidentRow>;
export const IncidentRows = Type.Array(IncidentRow);

export const CallCenterOrganization = Closed({
  id: Id(),
  name: Type.String(),
  code: orNull(Type.String()),
  phone: orNull(Type.String()),
  email: orNull(Type.String()),
  active: Type.Boolean(),
  users: Type.Array(CallCenterUserRow),
  last_sign_ins: Type.Array(Closed({ username: Type.String(), at: DateTime(), status: Type.String() })),
  vehicles: Type.Array(CallCenterVehicleRow),
  open_incidents: IncidentRows,
});
export type CallCenterOrganization = Static<typeof CallCenterOrganization>;

export const UserQuery = Closed({ user_id: Id() });

export const USER_ACTIONS = ['unlock', 'reset_password', 'resend_activation'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const AuditRow = Closed({
  id: Id(),
  action: Type.String(),
  agent_name: Type.String(),
  note: Type.String(),
  at: DateTime(),
});
export type AuditRow = Static<typeof AuditRow>;

export const CallCenterUser = Closed({
  ...CallCenterUserRow.properties,
  organization_id: Id(),
  organization_name: Type.String(),
  sign_ins: Type.Array(SignInRow),
  audit: Type.Array(AuditRow),
});
export type CallCenterUser = Static<typeof CallCenterUser>;

export const UserActionBody = Closed({ user_id: Id(), action: literals(USER_ACTIONS), note: Note() });
export type UserActionBody = Static<typeof UserActionBody>;

export const ChangeVehicleMemberBody = Closed({ vehicle_id: Id(), organization_id: Id(), reason: Note() });
export type ChangeVehicleMemberBody = Static<typeof ChangeVehicleMemberBody>;

export const VehicleMembersQuery = Closed({ vehicle_id: Id() });
export const VehicleMemberChange = Closed({
  id: Id(),
  from_name: Type.String(),
  to_name: Type.String(),
  reason: Type.String(),
  agent_name: Type.String(),
  at: DateTime(),
});
export type VehicleMemberChange = Static<typeof VehicleMemberChange>;
export const VehicleMemberChanges = Type.Array(VehicleMemberChange);

export const IncidentListQuery = Closed({
  state: Type.Optional(literals(INCIDENT_STATES)),
  organization_id: Type.Optional(Id()),
});

export const IncidentQuery = Closed({ id: Id() });

export const IncidentEvent = Closed({
  id: Id(),
  kind: literals(['created', 'moved', 'note'] as const),
  from_state: orNull(literals(INCIDENT_STATES)),
  to_state: orNull(literals(INCIDENT_STATES)),
  note: Type.String(),
  user_name: Type.String(),
  at: DateTime(),
});
export type IncidentEvent = Static<typeof IncidentEvent>;

export const IncidentDetail = Closed({
  ...IncidentRow.properties,
  description: Type.String(),
  next_states: Type.Array(literals(INCIDENT_STATES)),
  events: Type.Array(IncidentEvent),
});
export type IncidentDetail = Static<typeof IncidentDetail>;

export const CreateIncidentBody = Closed({
  organization_id: Id(),
  vehicle_id: Type.Optional(Id()),
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  scheduled_for: Type.Optional(Type.String({ format: 'date' })),
});
export type CreateIncidentBody = Static<typeof CreateIncidentBody>;

export const MoveIncidentBody = Closed({ id: Id(), to: literals(INCIDENT_STATES), note: Note() });
export type MoveIncidentBody = Static<typeof MoveIncidentBody>;

export const NoteIncidentBody = Closed({ id: Id(), note: Note() });
export type NoteIncidentBody = Static<typeof NoteIncidentBody>;

import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, GENERIC_LIST_LIMIT } from '../constants.js';
import { Closed, Id, PageNumber } from './contract.js';

/** The job-order service (spec document 2 sections 3 and 7.7): its answers carry `ok` instead of the envelope. */

/** Job order states (spec document 1, entity states). */
export const JOB_ORDER_STATES = ['active', 'on going', 'done', 'being resolved', 'closed'] as const;
export type JobOrderState = (typeof JOB_ORDER_STATES)[number];

/**
 * The states that keep a vehicle On Duty: assigned and not finished yet, including a trip held up by
 * an issue being resolved. 'done' and 'closed' are over. A vehicle in scope without one is Standby.
 */
export const ON_DUTY_STATES = ['active', 'on going', 'being resolved'] as const satisfies readonly JobOrderState[];

export function isOnDutyState(state: string): boolean {
  return (ON_DUTY_STATES as readonly string[]).includes(state);
}

/** Standby is what is left of the vehicles in scope once the on-duty ones are taken away. */
export function dutyCounts(total: number, onDuty: number): { on_duty: number; standby: number } {
  const on = Math.min(Math.max(onDuty, 0), Math.max(total, 0));
  return { on_duty: on, standby: Math.max(total, 0) - on };
}

export const JOB_ORDER_BASE = '/api/job-order/v1';
export const JOB_ORDER_PATHS = {
  onDutyList: `${JOB_ORDER_BASE}/vehicles.on-duty.list`,
  jobOrders: `${JOB_ORDER_BASE}/vehicles.on-duty.job-orders.list`,
  onDutyCount: `${JOB_ORDER_BASE}/vehicles.on-duty.count`,
} as const;

/** `type: [x, 'null']`, which fast-json-stringify serialises without trying schemas in turn. */
const nullableText = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/** Vehicle groups to narrow to; absent or empty means every vehicle in scope. */
const GroupIds = Type.Array(Id(), { maxItems: 500 });

export const OnDutyListBody = Closed({
  group_ids: Type.Optional(GroupIds),
  page: PageNumber(),
  page_size: Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT, default: DEFAULT_PAGE_SIZE }),
});
export type OnDutyListBody = Static<typeof OnDutyListBody>;

export const OnDutyCountBody = Closed({ group_ids: Type.Optional(GroupIds) });
export type OnDutyCountBody = Static<typeof OnDutyCountBody>;

/** A chassis number as printed on the frame: letters, digits and dashes. */
export const JobOrdersQuery = Closed({
  chassis_number: Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
});
export type JobOrdersQuery = Static<typeof JobOrdersQuery>;

/** Times are ISO 8601 UTC. */
export const JobOrder = Closed({
  id: Type.Integer(),
  number: Type.String(),
  title: Type.String(),
  status: Type.Unsafe<JobOrderState>({ type: 'string', enum: [...JOB_ORDER_STATES] }),
  origin: nullableText,
  destination: nullableText,
  driver_name: nullableText,
  planned_start_at: nullableText,
  planned_end_at: nullableText,
  started_at: nullableText,
  finished_at: nullableText,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type JobOrder = Static<typeof JobOrder>;

/** A vehicle on duty with the job order that keeps it so (the latest one when it has several). */
export const OnDutyVehicle = Closed({
  imei: Type.String(),
  vehicle_id: Type.Integer(),
  vehicle_name: Type.String(),
  vehicle_number: nullableText,
  chassis_number: nullableText,
  job_order: JobOrder,
});
export type OnDutyVehicle = Static<typeof OnDutyVehicle>;

export const OnDutyListAnswer = Closed({
  ok: Type.Literal(true),
  vehicles_on_duty: Type.Array(OnDutyVehicle),
  total_count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type OnDutyListAnswer = Static<typeof OnDutyListAnswer>;

/** Every job order of one vehicle, newest first. */
export const JobOrdersAnswer = Closed({
  ok: Type.Literal(true),
  chassis_number: Type.String(),
  job_orders: Type.Array(JobOrder),
  total_count_job_order: Type.Integer(),
});
export type JobOrdersAnswer = Static<typeof JobOrdersAnswer>;

/** total_count: vehicles in scope (and in the groups); on_duty plus standby make it up. */
export const OnDutyCountAnswer = Closed({
  ok: Type.Literal(true),
  total_count: Type.Integer(),
  on_duty: Type.Integer(),
  standby: Type.Integer(),
});
export type OnDutyCountAnswer = Static<typeof OnDutyCountAnswer>;

/** A refused or failed job-order call: the stable code and the English message, as other calls. */
export const JobOrderFailure = Closed({
  ok: Type.Literal(false),
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Closed({ field: Type.String(), message: Type.String() }))),
});
export type JobOrderFailure = Static<typeof JobOrderFailure>;

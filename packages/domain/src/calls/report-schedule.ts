import { Type, type Static } from '@sinclair/typebox';
import { isEmailList } from '../validation.js';
import { Closed, DateTime, Id, literals, orNull } from './contract.js';
import { ENGINE_REPORTS, type EngineReport } from './report.js';

/**
 * Scheduled reports: `/api/report/report_schedule/{list,add,edit,delete}_report_schedule`. A user's
 * report mailed as an xlsx, daily, weekly or monthly, at a local hour of the reports' zone.
 */
export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const SCHEDULE_LANGUAGES = ['en', 'id', 'ja'] as const;
export type ScheduleLanguage = (typeof SCHEDULE_LANGUAGES)[number];
export const SCHEDULE_STATUSES = ['sent', 'failed'] as const;
/** Addresses one schedule mails to (spec document 1 section 5: several, comma-separated). */
export const SCHEDULE_MAX_EMAILS = 10;
/** The reports of whole months, which may cover a month of several vehicles (the others: 14 days). */
export const WHOLE_MONTH_REPORTS: readonly EngineReport[] = ['monthly_summary', 'monthly_location'];
/** The last day of month a monthly schedule may choose: every month has it. */
export const SCHEDULE_MAX_MONTH_DAY = 28;

const fields = {
  report: literals(ENGINE_REPORTS),
  /** One imei or several, comma-separated; neither this nor a group: the whole fleet. */
  imei: Type.Optional(Type.String({ maxLength: 2000, pattern: '^[0-9A-Za-z,]+$' })),
  vehicle_group_id: Type.Optional(Id()),
  frequency: literals(SCHEDULE_FREQUENCIES),
  /** Weekly: ISO weekday, 1 Monday to 7 Sunday. */
  weekday: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
  /** Monthly: the day of month. */
  month_day: Type.Optional(Type.Integer({ minimum: 1, maximum: SCHEDULE_MAX_MONTH_DAY })),
  /** The local hour of sending, in the reports' zone. */
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  /** E-mail addresses, comma-separated. */
  emails: Type.String({ minLength: 3, maxLength: 1000 }),
  language: Type.Optional(literals(SCHEDULE_LANGUAGES)),
  active: Type.Optional(Type.Boolean()),
};

export const ReportScheduleAddBody = Closed(fields);
export type ReportScheduleAddBody = Static<typeof ReportScheduleAddBody>;

/** The whole schedule again: what is left out goes back to its default (no vehicles: the whole fleet). */
export const ReportScheduleEditBody = Closed({ id: Id(), ...fields });
export type ReportScheduleEditBody = Static<typeof ReportScheduleEditBody>;

export const ReportScheduleRow = Closed({
  id: Id(),
  report: literals(ENGINE_REPORTS),
  imei: orNull(Type.String()),
  vehicle_group_id: orNull(Type.Integer()),
  frequency: literals(SCHEDULE_FREQUENCIES),
  weekday: orNull(Type.Integer()),
  month_day: orNull(Type.Integer()),
  hour: Type.Integer(),
  emails: Type.String(),
  language: literals(SCHEDULE_LANGUAGES),
  active: Type.Boolean(),
  next_run_at: DateTime(),
  last_run_at: orNull(DateTime()),
  last_status: orNull(literals(SCHEDULE_STATUSES)),
  /** Why the last run sent nothing: a message code (forbidden, report_vehicle_unknown, mail_failed, ...). */
  last_error: orNull(Type.String()),
  created_at: DateTime(),
});
export type ReportScheduleRow = Static<typeof ReportScheduleRow>;

/** "Send now": runs one's own schedule at once, for the period a run now would cover. */
export const ReportScheduleRunBody = Closed({ id: Id() });

export const ReportSchedulePage = Closed({
  data: Type.Array(ReportScheduleRow),
  total_data: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});

export type ScheduleProblem =
  | { code: 'report_schedule_day_missing' }
  | { code: 'report_schedule_month_many' }
  | { code: 'report_schedule_emails_too_many'; count: number }
  | { code: 'invalid_email' };

/** The items of a comma-separated list (addresses, imeis), trimmed, empty ones dropped. */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * What is wrong with a schedule beyond its schema, checked the same in the form and the server: the
 * day a weekly or monthly one runs, the addresses, and a monthly period for several vehicles (a
 * calendar month passes the two weeks several vehicles may cover, except in the reports of whole months).
 */
export function scheduleProblem(body: ReportScheduleAddBody): ScheduleProblem | null {
  if (body.frequency === 'weekly' && body.weekday === undefined) return { code: 'report_schedule_day_missing' };
  if (body.frequency === 'monthly' && body.month_day === undefined) return { code: 'report_schedule_day_missing' };
  const addresses = commaList(body.emails);
  if (addresses.length > SCHEDULE_MAX_EMAILS)
    return { code: 'report_schedule_emails_too_many', count: SCHEDULE_MAX_EMAILS };
  if (addresses.length === 0 || !isEmailList(addresses.join(','))) return { code: 'invalid_email' };
  const oneVehicle = new Set(commaList(body.imei ?? '')).size === 1;
  if (body.frequency === 'monthly' && !WHOLE_MONTH_REPORTS.includes(body.report) && !oneVehicle)
    return { code: 'report_schedule_month_many' };
  return null;
}

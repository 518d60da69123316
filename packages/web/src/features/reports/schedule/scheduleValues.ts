import {
  SCHEDULE_LANGUAGES,
  type EngineReport,
  type ReportScheduleRow,
  type ScheduleFrequency,
  type ScheduleLanguage,
} from '@armada/domain';
import type { ScheduleDraft } from './scheduleApi';

export type ScheduleTarget = 'fleet' | 'vehicles' | 'group';

/** The form's values: the vehicles as a choice of target, the day fields kept while the frequency changes. */
export type ScheduleValues = {
  report: EngineReport;
  target: ScheduleTarget;
  imeis: string[];
  group?: number;
  frequency: ScheduleFrequency;
  weekday: number;
  month_day: number;
  hour: number;
  emails: string;
  language: ScheduleLanguage;
  active: boolean;
};

/** What a report screen hands the form: its report and the vehicles or group chosen there. */
export type SchedulePrefill = { report: EngineReport; imeis: readonly string[]; group?: number };

const DEFAULT_HOUR = 7;

const targetOf = (imeis: readonly string[], group: number | undefined): ScheduleTarget =>
  group !== undefined ? 'group' : imeis.length > 0 ? 'vehicles' : 'fleet';

const languageOf = (language: string): ScheduleLanguage =>
  SCHEDULE_LANGUAGES.find((known) => language.startsWith(known)) ?? 'en';

/** A new schedule's values: weekly on Monday morning, mailed to the user, in the portal's language. */
export function newValues(prefill: SchedulePrefill, email: string, uiLanguage: string): ScheduleValues {
  return {
    report: prefill.report,
    target: targetOf(prefill.imeis, prefill.group),
    imeis: [...prefill.imeis],
    group: prefill.group,
    frequency: 'weekly',
    weekday: 1,
    month_day: 1,
    hour: DEFAULT_HOUR,
    emails: email,
    language: languageOf(uiLanguage),
    active: true,
  };
}

export function valuesOf(row: ReportScheduleRow): ScheduleValues {
  const imeis = row.imei ? row.imei.split(',') : [];
  const group = row.vehicle_group_id ?? undefined;
  return {
    report: row.report,
    target: targetOf(imeis, group),
    imeis,
    group,
    frequency: row.frequency,
    weekday: row.weekday ?? 1,
    month_day: row.month_day ?? 1,
    hour: row.hour,
    emails: row.emails,
    language: row.language,
    active: row.active,
  };
}

/** The call's body: only the vehicles of the chosen target, only the day its frequency needs. */
export function draftOf(values: ScheduleValues, id?: number): ScheduleDraft {
  return {
    id,
    report: values.report,
    imei: values.target === 'vehicles' && values.imeis.length > 0 ? values.imeis.join(',') : undefined,
    vehicle_group_id: values.target === 'group' ? values.group : undefined,
    frequency: values.frequency,
    weekday: values.frequency === 'weekly' ? values.weekday : undefined,
    month_day: values.frequency === 'monthly' ? values.month_day : undefined,
    hour: values.hour,
    emails: values.emails,
    language: values.language,
    active: values.active,
  };
}

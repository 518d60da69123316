import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AlertRule,
  AlertRuleAddBody,
  AlertRuleEditBody,
  isEmailList,
  listOf,
  pickGiven,
  type AlertRuleEditBody as EditBody,
} from '@armada/domain';
import { orgCondition } from '../../auth/scope.js';
import { AppError, notFound } from '../../errors.js';
import { defineResource, type WriteContext } from '../../resources/resource-definition.js';
import { SUBJECTS } from '../../live/bus.js';
import type { AppContext } from '../../context.js';
import { geofences } from '../geo/geo-tables.js';
import { vehicleGroups } from '../vehicle-group/vehicle-group-tables.js';
import { alertRules } from './alert-rule-tables.js';

/** What a body may set; the owner is always the caller. */
const RULE_FIELDS = [
  'name',
  'event_types',
  'vehicle_group_ids',
  'place_ids',
  'portal',
  'emails',
  'quiet_from',
  'quiet_to',
  'enabled',
] as const;

type Input = Omit<EditBody, 'id'>;

const hhmm = (column: AnyPgColumn) => sql<string | null>`to_char(${column}, 'HH24:MI')`;

/** Every id named is visible to the caller in `table` (its organisation column in the scope), else 404. */
async function allVisible(
  ctx: WriteContext,
  ids: readonly number[] | undefined,
  table: typeof vehicleGroups | typeof geofences,
): Promise<void> {
  if (!ids || ids.length === 0) return;
  const found = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), orgCondition(ctx.scope, table.organization_id)));
  if (found.length !== ids.length) throw notFound();
}

type Channels = { portal: boolean; emails: string; quiet_from: string | null; quiet_to: string | null };

/** The rule as it would stand after the write: mail to valid addresses, a channel, both quiet ends or none. */
function checkRule(rule: Channels): void {
  if (rule.emails !== '' && !isEmailList(rule.emails)) throw new AppError(400, 'invalid_email');
  if (!rule.portal && rule.emails === '') throw new AppError(400, 'fill_blank');
  if ((rule.quiet_from === null) !== (rule.quiet_to === null)) throw new AppError(400, 'fill_blank');
}

const ids = (text: string | undefined) => (text === undefined ? undefined : listOf(text).map(Number));
/** Addresses as stored: trimmed, one comma and space between them. */
const tidyEmails = (emails: string) =>
  emails
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
const timeOrNull = (text: string | undefined) => (text === undefined ? undefined : text === '' ? null : text);

/** The columns a body sets, each named: lists split, addresses tidied, an emptied quiet end cleared. */
function columnsOf(input: Input) {
  const values: Record<string, unknown> = pickGiven(input, ['portal', 'enabled'] as const);
  if (input.name !== undefined) values.name = input.name.trim();
  if (input.event_types !== undefined) values.event_types = listOf(input.event_types);
  if (input.vehicle_group_ids !== undefined) values.vehicle_group_ids = ids(input.vehicle_group_ids);
  if (input.place_ids !== undefined) values.place_ids = ids(input.place_ids);
  if (input.emails !== undefined) values.emails = tidyEmails(input.emails);
  if (input.quiet_from !== undefined) values.quiet_from = timeOrNull(input.quiet_from);
  if (input.quiet_to !== undefined) values.quiet_to = timeOrNull(input.quiet_to);
  return values;
}

/** The rule's channels after the write: the stored ones (an edit) with the body's over them. */
function channelsAfter(input: Input, before: Channels): Channels {
  return {
    portal: input.portal ?? before.portal,
    emails: input.emails === undefined ? before.emails : tidyEmails(input.emails),
    quiet_from: input.quiet_from === undefined ? before.quiet_from : (timeOrNull(input.quiet_from) ?? null),
    quiet_to: input.quiet_to === undefined ? before.quiet_to : (timeOrNull(input.quiet_to) ?? null),
  };
}

async function stored(ctx: WriteContext, id: number): Promise<Channels> {
  const [row] = await ctx.db
    .select({
      portal: alertRules.portal,
      emails: alertRules.emails,
      quiet_from: hhmm(alertRules.quiet_from),
      quiet_to: hhmm(alertRules.quiet_to),
    })
    .from(alertRules)
    .where(and(eq(alertRules.id, id), eq(alertRules.user_id, ctx.viewer.user_id)));
  if (!row) throw notFound();
  return row;
}

async function checked(input: Input, ctx: WriteContext, before: Channels) {
  checkRule(channelsAfter(input, before));
  await allVisible(ctx, ids(input.vehicle_group_ids), vehicleGroups);
  await allVisible(ctx, ids(input.place_ids), geofences);
  return columnsOf(input);
}

const NEW_RULE: Channels = { portal: true, emails: '', quiet_from: null, quiet_to: null };

async function addValues(input: Input, ctx: WriteContext) {
  const values = await checked(input, ctx, NEW_RULE);
  return { ...values, organization_id: ctx.viewer.organization_id, user_id: ctx.viewer.user_id };
}

async function editValues(input: Input, ctx: WriteContext, id?: number) {
  const values = await checked(input, ctx, await stored(ctx, id ?? 0));
  return { ...values, updated_at: new Date() };
}

/** The nodes that send alerts read the rules again at once. */
const announce = async (app: AppContext, ctx: WriteContext) =>
  app.bus.publish(SUBJECTS.alertRulesChanged, { organization_id: ctx.viewer.organization_id });

/**
 * `notification/alert_rule`: a user's own alert rules on the generic API. Every endpoint reaches only
 * the caller's rules; the groups and places a rule names must be visible to the caller.
 */
export const alertRuleResource = defineResource({
  group: 'notification',
  name: 'alert_rule',
  table: alertRules,
  id: alertRules.id,
  row: AlertRule,
  fields: {
    id: alertRules.id,
    name: alertRules.name,
    event_types: alertRules.event_types,
    vehicle_group_ids: alertRules.vehicle_group_ids,
    place_ids: alertRules.place_ids,
    portal: alertRules.portal,
    emails: alertRules.emails,
    quiet_from: hhmm(alertRules.quiet_from).as('quiet_from'),
    quiet_to: hhmm(alertRules.quiet_to).as('quiet_to'),
    enabled: alertRules.enabled,
    created_at: alertRules.created_at,
    updated_at: alertRules.updated_at,
  },
  searchable: [alertRules.name, alertRules.emails],
  filterable: {},
  sortable: { name: alertRules.name, created_at: alertRules.created_at },
  defaultSort: 'name',
  paged: true,
  visible: (_scope, viewer) => eq(alertRules.user_id, viewer.user_id),
  access: {
    view: 'view_realtime',
    list: 'view_realtime',
    add: 'view_realtime',
    edit: 'view_realtime',
    delete: 'view_realtime',
  },
  add: { body: AlertRuleAddBody, writable: () => RULE_FIELDS, values: addValues },
  edit: { body: AlertRuleEditBody, writable: () => RULE_FIELDS, values: editValues },
  hooks: { afterCommit: async (app, ctx) => announce(app, ctx) },
});

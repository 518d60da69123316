import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACTIVITY_TYPE_NAMES,
  ALERT_MAIL_WINDOW_MINUTES,
  ALERT_MAILS_PER_WINDOW,
  ruleMatches,
  type ActivityType,
  type AlertRule,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { scopeFor, vehicleFilter, type VehicleFilter } from '../../auth/scope.js';
import type { Mail } from '../../mail/mailer.js';
import { localMinute } from '../../reports/report-days.js';
import { refreshed } from '../../reports/refreshed.js';
import type { DetectedEvent } from '../../ingest/event-detector.js';
import { eventText } from '../../ingest/event-text.js';

type RuleRow = Pick<
  AlertRule,
  | 'id'
  | 'name'
  | 'event_types'
  | 'vehicle_group_ids'
  | 'place_ids'
  | 'portal'
  | 'emails'
  | 'quiet_from'
  | 'quiet_to'
  | 'enabled'
> & { user_id: number; organization_id: number; realm_id: number; isorgadmin: number };

type Owner = { sees: VehicleFilter; muted: ReadonlySet<string>; rules: RuleRow[] };

type Loaded = {
  owners: Map<number, Owner>;
  groupsOf: Map<string, number[]>;
  leasingOf: Map<string, number>;
};

const EMPTY: Loaded = { owners: new Map(), groupsOf: new Map(), leasingOf: new Map() };

async function load(db: Db): Promise<Loaded> {
  const rules = await queryRows<RuleRow>(
    db,
    sql`SELECT r.id, r.name, r.event_types, r.vehicle_group_ids, r.place_ids, r.portal, r.emails,
        to_char(r.quiet_from, 'HH24:MI') AS quiet_from, to_char(r.quiet_to, 'HH24:MI') AS quiet_to, r.enabled,
        r.user_id, u.organization_id, u.realm_id, u.isorgadmin
      FROM alert_rules r JOIN users u ON u.id = r.user_id
      WHERE r.enabled AND u.isactive = 1`,
  );
  if (rules.length === 0) return EMPTY;
  const userIds = [...new Set(rules.map((rule) => rule.user_id))];
  const groupIds = [...new Set(rules.flatMap((rule) => rule.vehicle_group_ids))];
  const [mutes, members, leased] = await Promise.all([
    queryRows<{ user_id: number; imei: string }>(
      db,
      sql`SELECT user_id, imei FROM alert_mutes WHERE user_id = ANY(${sql.param(userIds)}::int[])`,
    ),
    groupIds.length === 0
      ? Promise.resolve([])
      : queryRows<{ imei: string; group_id: number }>(
          db,
          sql`SELECT v.imei, m.group_id FROM vehicle_group_members m JOIN vehicles v ON v.id = m.vehicle_id
            WHERE m.group_id = ANY(${sql.param(groupIds)}::int[])`,
        ),
    queryRows<{ imei: string; leasing_org_id: number }>(
      db,
      sql`SELECT imei, leasing_org_id FROM vehicles WHERE leasing_org_id IS NOT NULL`,
    ),
  ]);
  const owners = new Map<number, Owner>();
  for (const rule of rules) {
    let owner = owners.get(rule.user_id);
    if (!owner) {
      const sees = await vehicleFilter(db, scopeFor(rule));
      const muted = new Set(mutes.filter((m) => m.user_id === rule.user_id).map((m) => m.imei));
      owner = { sees, muted, rules: [] };
      owners.set(rule.user_id, owner);
    }
    owner.rules.push(rule);
  }
  const groupsOf = new Map<string, number[]>();
  for (const { imei, group_id } of members) groupsOf.set(imei, [...(groupsOf.get(imei) ?? []), group_id]);
  return { owners, groupsOf, leasingOf: new Map(leased.map((row) => [row.imei, row.leasing_org_id])) };
}

/** What one event asks of the rules: the users whose live alert it is held from, and the mails it sends. */
export type Routed = { hold: number[]; mails: Mail[] };

/**
 * Alert rules applied to detected events, on the node that detects them. A user with enabled rules
 * gets an event live only when one of their portal rules lets it through (the event is held from their
 * sockets otherwise); every rule that lets it through and names addresses mails them (SMTP or the
 * outbox), at most ALERT_MAILS_PER_WINDOW per rule per window. A rule only ever sees the vehicles its
 * user sees, less the ones they muted. Rules are read again every minute and when written.
 */
export function createAlertRouter(options: { db: Db; log: FastifyBaseLogger; zone: string; publicUrl: string }) {
  const rules = refreshed(() => load(options.db), EMPTY);
  const sent = new Map<number, { windowStart: number; count: number; skipped: number }>();

  /** Whether rule `id` may mail now; counts what it may not. */
  function mayMail(id: number, now: number): { ok: boolean; skipped: number } {
    const windowMs = ALERT_MAIL_WINDOW_MINUTES * 60_000;
    const state = sent.get(id);
    if (!state || now - state.windowStart >= windowMs) {
      sent.set(id, { windowStart: now, count: 1, skipped: 0 });
      return { ok: true, skipped: state?.skipped ?? 0 };
    }
    if (state.count >= ALERT_MAILS_PER_WINDOW) {
      state.skipped += 1;
      return { ok: false, skipped: state.skipped };
    }
    state.count += 1;
    return { ok: true, skipped: 0 };
  }

  function mailOf(rule: RuleRow, event: DetectedEvent, skipped: number): Mail {
    const when = localMinute(event.time, options.zone);
    const earlier =
      skipped > 0
        ? `\n\n${skipped} earlier alerts of this rule were not mailed (at most ${ALERT_MAILS_PER_WINDOW} every ${ALERT_MAIL_WINDOW_MINUTES} minutes).`
        : '';
    return {
      to: rule.emails,
      subject: `${ACTIVITY_TYPE_NAMES[event.type as ActivityType] ?? event.type}: ${event.label}`,
      text:
        `${eventText(event)}\n\nTime: ${when} (${options.zone})\nRule: ${rule.name}\n` +
        `See it on the map: ${options.publicUrl}/maps?imei=${encodeURIComponent(event.imei)}${earlier}`,
    };
  }

  return {
    ...rules,
    route(event: DetectedEvent): Routed {
      const loaded = rules.current();
      if (loaded.owners.size === 0) return { hold: [], mails: [] };
      const [hours = 0, minutes = 0] = localMinute(event.time, options.zone).slice(11).split(':').map(Number);
      const placeId = typeof event.detail.geofence_id === 'string' ? Number(event.detail.geofence_id) : null;
      const target = {
        type: event.type,
        vehicleGroups: loaded.groupsOf.get(event.imei) ?? [],
        placeId,
        minuteOfDay: hours * 60 + minutes,
      };
      const leasing = loaded.leasingOf.get(event.imei) ?? null;
      const routed: Routed = { hold: [], mails: [] };
      for (const [userId, owner] of loaded.owners) {
        if (!owner.sees(event.organization_id, leasing) || owner.muted.has(event.imei)) continue;
        const matching = owner.rules.filter((rule) => ruleMatches(rule, target));
        if (!matching.some((rule) => rule.portal)) routed.hold.push(userId);
        for (const rule of matching) {
          if (rule.emails === '') continue;
          const { ok, skipped } = mayMail(rule.id, Date.now());
          if (ok) routed.mails.push(mailOf(rule, event, skipped));
        }
      }
      return routed;
    },
  };
}

export type AlertRouter = ReturnType<typeof createAlertRouter>;

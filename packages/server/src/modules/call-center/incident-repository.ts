import { sql, type SQL } from 'drizzle-orm';
import {
  nextIncidentStates,
  type CreateIncidentBody,
  type IncidentDetail,
  type IncidentEvent,
  type IncidentRow,
  type IncidentState,
} from '@armada/domain';
import type { Scope } from '../../auth/scope.js';
import { queryRows, type Db } from '../../db/client.js';
import { reachableOrg } from './call-center-reach.js';
import type { Agent } from './call-center-repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

type IncidentSql = {
  id: number;
  title: string;
  description: string;
  state: IncidentState;
  organization_id: number;
  organization_name: string;
  vehicle_id: number | null;
  vehicle_name: string | null;
  assigned_to_name: string | null;
  scheduled_for: string | Date | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const SELECT = sql`SELECT i.id, i.title, i.description, i.state, i.organization_id, o.name AS organization_name,
    i.vehicle_id, v.vehicle_name, a.name AS assigned_to_name, i.scheduled_for::text AS scheduled_for,
    i.created_at, i.updated_at
  FROM incidents i JOIN organizations o ON o.id = i.organization_id
    LEFT JOIN vehicles v ON v.id = i.vehicle_id LEFT JOIN users a ON a.id = i.assigned_to`;

const toRow = ({ description: _description, ...row }: IncidentSql): IncidentRow => ({
  ...row,
  scheduled_for: row.scheduled_for === null ? null : String(row.scheduled_for),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function listIncidents(
  db: Db,
  scope: Scope,
  filter: { state?: IncidentState; organization_id?: number; openOnly?: boolean },
): Promise<IncidentRow[]> {
  const where: SQL[] = [reachableOrg(scope, sql`i.organization_id`)];
  if (filter.state) where.push(sql`i.state = ${filter.state}`);
  if (filter.organization_id) where.push(sql`i.organization_id = ${filter.organization_id}`);
  if (filter.openOnly) where.push(sql`i.state <> 'closed'`);
  const rows = await queryRows<IncidentSql>(
    db,
    sql`${SELECT} WHERE ${sql.join(where, sql` AND `)} ORDER BY i.updated_at DESC, i.id DESC LIMIT 500`,
  );
  return rows.map(toRow);
}

export async function incidentDetail(db: Db, scope: Scope, id: number): Promise<IncidentDetail | undefined> {
  const [row] = await queryRows<IncidentSql>(
    db,
    sql`${SELECT} WHERE i.id = ${id} AND ${reachableOrg(scope, sql`i.organization_id`)}`,
  );
  if (!row) return undefined;
  const events = await queryRows<Omit<IncidentEvent, 'at'> & { at: Date | string }>(
    db,
    sql`SELECT id::int, kind, from_state, to_state, note, user_name, created_at AS at FROM incident_events
      WHERE incident_id = ${id} ORDER BY id`,
  );
  return {
    ...toRow(row),
    description: row.description,
    next_states: [...nextIncidentStates(row.state)],
    events: events.map((event) => ({ ...event, at: iso(event.at) })),
  };
}

/** The vehicle belongs to the organisation (an incident may name only that customer's own vehicle). */
export async function vehicleOfOrg(db: Db, vehicleId: number, orgId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM vehicles WHERE id = ${vehicleId} AND organization_id = ${orgId}`,
  );
  return rows.length > 0;
}

export async function createIncident(db: Db, body: CreateIncidentBody, agent: Agent): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO incidents (organization_id, vehicle_id, title, description, scheduled_for, created_by)
        VALUES (${body.organization_id}, ${body.vehicle_id ?? null}, ${body.title.trim()}, ${body.description ?? ''},
          ${body.scheduled_for ?? null}, ${agent.id})
        RETURNING id`,
    );
    if (!row) throw new Error('incident not inserted');
    await event(tx, row.id, agent, { kind: 'created', to: 'open', note: '' });
    return row.id;
  });
}

async function event(
  db: Db,
  incidentId: number,
  agent: Agent,
  e: { kind: IncidentEvent['kind']; from?: IncidentState; to?: IncidentState; note: string },
) {
  await db.execute(
    sql`INSERT INTO incident_events (incident_id, kind, from_state, to_state, note, user_id, user_name)
      VALUES (${incidentId}, ${e.kind}, ${e.from ?? null}, ${e.to ?? null}, ${e.note}, ${agent.id}, ${agent.name})`,
  );
}

/**
 * Moves the incident from `from` to `to` (the caller checked the move) and writes the trail; false when
 * its state changed meanwhile. Assigning gives it to the agent; back to open takes it away.
 */
export async function moveIncident(
  db: Db,
  id: number,
  move: { from: IncidentState; to: IncidentState; note: string },
  agent: Agent,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const assignee = move.to === 'assigned' ? sql`${agent.id}` : move.to === 'open' ? sql`NULL` : sql`assigned_to`;
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE incidents SET state = ${move.to}, assigned_to = ${assignee}, updated_at = now()
        WHERE id = ${id} AND state = ${move.from} RETURNING id`,
    );
    if (rows.length === 0) return false;
    await event(tx, id, agent, { kind: 'moved', from: move.from, to: move.to, note: move.note });
    return true;
  });
}

/** Adds a note unless the incident is closed; false then. */
export async function noteIncident(db: Db, id: number, note: string, agent: Agent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE incidents SET updated_at = now() WHERE id = ${id} AND state <> 'closed' RETURNING id`,
    );
    if (rows.length === 0) return false;
    await event(tx, id, agent, { kind: 'note', note });
    return true;
  });
}

/** Today in the service desk's zone (Asia/Jakarta), YYYY-MM-DD. */
export async function serviceToday(db: Db): Promise<string> {
  const [row] = await queryRows<{ today: string }>(
    db,
    sql`SELECT (now() AT TIME ZONE 'Asia/Jakarta')::date::text AS today`,
  );
  return row?.today ?? new Date().toISOString().slice(0, 10);
}

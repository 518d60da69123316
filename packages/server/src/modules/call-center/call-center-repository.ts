import { sql } from 'drizzle-orm';
import {
  CALL_CENTER_SEARCH_LIMIT,
  type AccountState,
  type AuditRow,
  type CallCenterHit,
  type CallCenterOrganization,
  type CallCenterUser,
  type CallCenterUserRow,
  type CallCenterVehicleRow,
  type UserAction,
  type VehicleMemberChange,
} from '@armada/domain';
import type { Scope } from '../../auth/scope.js';
import { queryRows, type Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { FLEET_REALM_IDS, reachableOrg, reachableUser } from './call-center-reach.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Lockout window and threshold (config): an account is locked while one address has this many fresh failures. */
export type Lockout = { attempts: number; minutes: number };

/** SQL: the `users u` row is locked out from some address now (the rule of auth/sign-in.ts). */
const lockedSql = (lockout: Lockout) => {
  const since = new Date(Date.now() - lockout.minutes * 60_000).toISOString();
  return sql`EXISTS (SELECT 1 FROM login_logs f
    WHERE lower(f.username) = lower(u.username) AND f.status = 'wrong_credentials'
      AND f.created_at > greatest(${since}::timestamptz,
        (SELECT max(s.created_at) FROM login_logs s WHERE lower(s.username) = lower(u.username)
          AND s.status = 'success' AND s.ip IS NOT DISTINCT FROM f.ip),
        (SELECT max(k.created_at) FROM login_logs k WHERE lower(k.username) = lower(u.username) AND k.status = 'unlocked'))
    GROUP BY f.ip HAVING count(*) >= ${lockout.attempts})`;
};

type UserSql = {
  id: number;
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  isactive: number;
  locked: boolean;
  last_sign_in: Date | string | null;
  organization_id: number;
  organization_name: string;
};

function stateOf(row: { isactive: number; locked: boolean }): AccountState {
  if (row.isactive === 2) return 'deactivated';
  if (row.isactive !== 1) return 'not_activated';
  return row.locked ? 'locked' : 'active';
}

const userRow = (row: UserSql): CallCenterUserRow => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  phone: row.phone,
  state: stateOf(row),
  last_sign_in: isoOrNull(row.last_sign_in),
});

const userSelect = (lockout: Lockout) => sql`SELECT u.id, u.username, u.name, u.email, u.phone, u.isactive,
    ${lockedSql(lockout)} AS locked,
    (SELECT max(l.created_at) FROM login_logs l WHERE l.user_id = u.id AND l.status = 'success') AS last_sign_in,
    u.organization_id, o.name AS organization_name
  FROM users u JOIN organizations o ON o.id = u.organization_id`;

/** Organisations, users and vehicles in reach matching `text`, at most CALL_CENTER_SEARCH_LIMIT of each. */
export async function search(db: Db, scope: Scope, text: string): Promise<CallCenterHit[]> {
  const like = containsPattern(text.trim());
  const limit = CALL_CENTER_SEARCH_LIMIT;
  const orgs = await queryRows<{ id: number; name: string; detail: string | null }>(
    db,
    sql`SELECT o.id, o.name, concat_ws(' · ', o.code, o.phone, o.email) AS detail FROM organizations o
      WHERE ${reachableOrg(scope, sql`o.id`)}
        AND (o.name ILIKE ${like} OR o.code ILIKE ${like} OR o.phone ILIKE ${like} OR o.email ILIKE ${like})
      ORDER BY o.name, o.id LIMIT ${limit}`,
  );
  const people = await queryRows<{ id: number; title: string; detail: string; org_id: number; org_name: string }>(
    db,
    sql`SELECT u.id, concat(u.name, ' (', u.username, ')') AS title, concat_ws(' · ', u.email, u.phone) AS detail,
        o.id AS org_id, o.name AS org_name
      FROM users u JOIN organizations o ON o.id = u.organization_id
      WHERE ${reachableUser(scope)}
        AND (u.name ILIKE ${like} OR u.username ILIKE ${like} OR u.email ILIKE ${like} OR u.phone ILIKE ${like})
      ORDER BY u.name, u.id LIMIT ${limit}`,
  );
  const trucks = await queryRows<{ id: number; title: string; detail: string; org_id: number; org_name: string }>(
    db,
    sql`SELECT v.id, v.vehicle_name AS title, concat_ws(' · ', v.vehicle_number, v.chassis_number, v.imei) AS detail,
        o.id AS org_id, o.name AS org_name
      FROM vehicles v JOIN organizations o ON o.id = v.organization_id
      WHERE ${reachableOrg(scope, sql`v.organization_id`)}
        AND (v.vehicle_name ILIKE ${like} OR v.vehicle_number ILIKE ${like} OR v.chassis_number ILIKE ${like}
          OR v.imei ILIKE ${like})
      ORDER BY v.vehicle_name, v.id LIMIT ${limit}`,
  );
  return [
    ...orgs.map((o) => ({
      kind: 'organization' as const,
      id: o.id,
      organization_id: o.id,
      organization_name: o.name,
      title: o.name,
      detail: o.detail ?? '',
    })),
    ...people.map((u) => ({
      kind: 'user' as const,
      id: u.id,
      organization_id: u.org_id,
      organization_name: u.org_name,
      title: u.title,
      detail: u.detail,
    })),
    ...trucks.map((v) => ({
      kind: 'vehicle' as const,
      id: v.id,
      organization_id: v.org_id,
      organization_name: v.org_name,
      title: v.title,
      detail: v.detail,
    })),
  ];
}

/** Everything about an organisation in reach on one page; undefined when out of reach. */
export async function organizationPage(
  db: Db,
  scope: Scope,
  orgId: number,
  lockout: Lockout,
): Promise<Omit<CallCenterOrganization, 'open_incidents'> | undefined> {
  const [org] = await queryRows<{
    id: number;
    name: string;
    code: string | null;
    phone: string | null;
    email: string | null;
    isactive: number;
  }>(
    db,
    sql`SELECT o.id, o.name, o.code, o.phone, o.email, o.isactive FROM organizations o
      WHERE o.id = ${orgId} AND ${reachableOrg(scope, sql`o.id`)}`,
  );
  if (!org) return undefined;
  const people = await queryRows<UserSql>(
    db,
    sql`${userSelect(lockout)} WHERE u.organization_id = ${orgId} AND ${reachableUser(scope)} ORDER BY u.name, u.id LIMIT 200`,
  );
  const signIns = await queryRows<{ username: string; at: Date | string; status: string }>(
    db,
    sql`SELECT l.username, l.created_at AS at, l.status FROM login_logs l JOIN users u ON u.id = l.user_id
      WHERE l.organization_id = ${orgId} AND ${reachableUser(scope)} ORDER BY l.created_at DESC, l.id DESC LIMIT 10`,
  );
  const trucks = await queryRows<{
    id: number;
    vehicle_name: string;
    vehicle_number: string | null;
    chassis_number: string | null;
    imei: string;
    last_report: Date | string | null;
  }>(
    db,
    sql`SELECT v.id, v.vehicle_name, v.vehicle_number, v.chassis_number, v.imei, s.time AS last_report
      FROM vehicles v LEFT JOIN vehicle_state s ON s.imei = v.imei
      WHERE v.organization_id = ${orgId} ORDER BY v.vehicle_name, v.id LIMIT 500`,
  );
  return {
    id: org.id,
    name: org.name,
    code: org.code,
    phone: org.phone,
    email: org.email,
    active: org.isactive === 1,
    users: people.map(userRow),
    last_sign_ins: signIns.map((row) => ({ username: row.username, at: iso(row.at), status: row.status })),
    vehicles: trucks.map((v): CallCenterVehicleRow => ({ ...v, last_report: isoOrNull(v.last_report) })),
  };
}

/** A user in reach with the fields an action needs; undefined when out of reach. */
export async function reachableUserRow(db: Db, scope: Scope, userId: number, lockout: Lockout) {
  const [row] = await queryRows<UserSql>(
    db,
    sql`${userSelect(lockout)} WHERE u.id = ${userId} AND ${reachableUser(scope)}`,
  );
  return row;
}

export async function userPage(
  db: Db,
  scope: Scope,
  userId: number,
  lockout: Lockout,
): Promise<CallCenterUser | undefined> {
  const row = await reachableUserRow(db, scope, userId, lockout);
  if (!row) return undefined;
  const signIns = await queryRows<{ at: Date | string; status: string; ip: string | null }>(
    db,
    sql`SELECT created_at AS at, status, ip FROM login_logs
      WHERE user_id = ${userId} OR (user_id IS NULL AND lower(username) = lower(${row.username}))
      ORDER BY created_at DESC, id DESC LIMIT 20`,
  );
  return {
    ...userRow(row),
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    sign_ins: signIns.map((s) => ({ at: iso(s.at), status: s.status, ip: s.ip })),
    audit: await auditOf(db, userId),
  };
}

export async function auditOf(db: Db, userId: number): Promise<AuditRow[]> {
  const rows = await queryRows<{ id: number; action: string; agent_name: string; note: string; at: Date | string }>(
    db,
    sql`SELECT id::int, action, agent_name, note, created_at AS at FROM call_center_actions
      WHERE target_user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 100`,
  );
  return rows.map((row) => ({ ...row, at: iso(row.at) }));
}

export type Agent = { id: number; name: string };

export async function writeAudit(db: Db, agent: Agent, action: UserAction, userId: number, note: string) {
  await db.execute(
    sql`INSERT INTO call_center_actions (agent_id, agent_name, action, target_user_id, note)
      VALUES (${agent.id}, ${agent.name}, ${action}, ${userId}, ${note})`,
  );
}

/** A vehicle in reach (its owner outside the admin realm), or undefined. */
export async function reachableVehicle(db: Db, scope: Scope, vehicleId: number) {
  const [row] = await queryRows<{ id: number; organization_id: number; org_name: string }>(
    db,
    sql`SELECT v.id, v.organization_id, o.name AS org_name FROM vehicles v JOIN organizations o ON o.id = v.organization_id
      WHERE v.id = ${vehicleId} AND ${reachableOrg(scope, sql`v.organization_id`)}`,
  );
  return row;
}

/** An active fleet-owning organisation in reach: the only kind a vehicle may move to. */
export async function fleetOrganization(db: Db, scope: Scope, orgId: number) {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT o.id, o.name FROM organizations o
      WHERE o.id = ${orgId} AND o.isactive = 1 AND o.realm_id IN (${sql.join(
        FLEET_REALM_IDS.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND ${reachableOrg(scope, sql`o.id`)}`,
  );
  return row;
}

/**
 * Moves the vehicle to `to` and writes its history; it leaves the old owner's groups and drivers.
 * False when the vehicle changed owner meanwhile.
 */
export async function moveVehicle(
  db: Db,
  move: { vehicleId: number; from: { id: number; name: string }; to: { id: number; name: string } },
  agent: Agent,
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE vehicles SET organization_id = ${move.to.id}, updated_at = now()
        WHERE id = ${move.vehicleId} AND organization_id = ${move.from.id} RETURNING id`,
    );
    if (moved.length === 0) return false;
    await tx.execute(sql`DELETE FROM vehicle_group_members WHERE vehicle_id = ${move.vehicleId}`);
    await tx.execute(
      sql`UPDATE driver_vehicles SET until = greatest(since, current_date)
        WHERE vehicle_id = ${move.vehicleId} AND (until IS NULL OR until > current_date)`,
    );
    await tx.execute(
      sql`INSERT INTO vehicle_member_changes
          (vehicle_id, from_organization_id, from_name, to_organization_id, to_name, reason, changed_by, agent_name)
        VALUES (${move.vehicleId}, ${move.from.id}, ${move.from.name}, ${move.to.id}, ${move.to.name}, ${reason},
          ${agent.id}, ${agent.name})`,
    );
    return true;
  });
}

export async function memberHistory(db: Db, vehicleId: number): Promise<VehicleMemberChange[]> {
  const rows = await queryRows<{
    id: number;
    from_name: string;
    to_name: string;
    reason: string;
    agent_name: string;
    at: Date | string;
  }>(
    db,
    sql`SELECT id::int, from_name, to_name, reason, agent_name, created_at AS at FROM vehicle_member_changes
      WHERE vehicle_id = ${vehicleId} ORDER BY created_at DESC, id DESC LIMIT 100`,
  );
  return rows.map((row) => ({ ...row, at: iso(row.at) }));
}

import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  SHARE_DURATION_MS,
  SHARE_PAGE,
  type ShareCreated,
  type ShareDuration,
  type SharedLocation,
  type ShareLinkRow,
} from '@armada/domain';
import { vehicleCondition, type Scope } from '../../auth/scope.js';
import { queryRows, type Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';

/** Only this digest of a token is stored: the database alone can not open a link. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const iso = (value: Date | string) => new Date(value).toISOString();

/** A vehicle the scope sees (what the live map would show), or undefined. */
export async function visibleVehicle(db: Db, scope: Scope, vehicleId: number) {
  const rows = await db
    .select({ id: vehicles.id, organization_id: vehicles.organization_id })
    .from(vehicles)
    .where(
      sql`${vehicles.id} = ${vehicleId} AND ${vehicleCondition(scope, {
        organizationId: vehicles.organization_id,
        leasingOrgId: vehicles.leasing_org_id,
      })}`,
    );
  return rows[0];
}

export async function createLink(
  db: Db,
  vehicle: { id: number; organization_id: number },
  userId: number,
  duration: ShareDuration,
): Promise<ShareCreated> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SHARE_DURATION_MS[duration]);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO share_links (token_hash, organization_id, vehicle_id, created_by, expires_at)
      VALUES (${tokenHash(token)}, ${vehicle.organization_id}, ${vehicle.id}, ${userId}, ${expires.toISOString()})
      RETURNING id`,
  );
  if (!row) throw new Error('share link not inserted');
  return { id: row.id, url: `${SHARE_PAGE}?token=${token}`, expires_at: expires.toISOString() };
}

type LinkRow = { id: number; created_at: Date | string; expires_at: Date | string; revoked_at: Date | string | null };

/** A vehicle's links, newest first, with how often each was opened; never their tokens. */
export async function listLinks(db: Db, vehicleId: number): Promise<ShareLinkRow[]> {
  const rows = await queryRows<LinkRow & { uses: number }>(
    db,
    sql`SELECT l.id, l.created_at, l.expires_at, l.revoked_at,
        (SELECT count(*)::int FROM share_link_uses u WHERE u.link_id = l.id) AS uses
      FROM share_links l WHERE l.vehicle_id = ${vehicleId} ORDER BY l.created_at DESC, l.id DESC LIMIT 100`,
  );
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    revoked_at: row.revoked_at === null ? null : iso(row.revoked_at),
    active: row.revoked_at === null && new Date(row.expires_at).getTime() > now,
    uses: row.uses,
  }));
}

/** Revokes a link of a vehicle the scope sees; false when there is none. */
export async function revokeLink(db: Db, scope: Scope, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE share_links l SET revoked_at = coalesce(l.revoked_at, now())
      FROM ${vehicles} WHERE l.id = ${id} AND ${vehicles.id} = l.vehicle_id
        AND ${vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id })}
      RETURNING l.id`,
  );
  return rows.length > 0;
}

type SharedRow = {
  link_id: number;
  expires_at: Date | string;
  vehicle_name: string;
  vehicle_number: string | null;
  lat: number | null;
  lng: number | null;
  speed: number | null;
  head: number | null;
  time: Date | string | null;
};

/**
 * What a live link shows, its use logged in the same statement's transaction; undefined for an
 * unknown, expired or revoked token (nothing is logged then).
 */
export async function readShared(
  db: Db,
  token: string,
  caller: { ip: string; userAgent: string },
): Promise<SharedLocation | undefined> {
  const [row] = await queryRows<SharedRow>(
    db,
    sql`SELECT l.id AS link_id, l.expires_at, v.vehicle_name, v.vehicle_number,
        s.lat, s.lng, s.speed, s.head, coalesce(s.fix_time, s.time) AS time
      FROM share_links l JOIN vehicles v ON v.id = l.vehicle_id
      LEFT JOIN vehicle_state s ON s.imei = v.imei
      WHERE l.token_hash = ${tokenHash(token)} AND l.revoked_at IS NULL AND l.expires_at > now()
        -- A truck moved to another customer is no longer its old owner's to show.
        AND v.organization_id = l.organization_id`,
  );
  if (!row) return undefined;
  await db.execute(
    sql`INSERT INTO share_link_uses (link_id, ip, user_agent) VALUES (${row.link_id}, ${caller.ip}, ${caller.userAgent})`,
  );
  const position =
    row.lat === null || row.lng === null || row.time === null
      ? null
      : { lat: row.lat, lng: row.lng, speed: row.speed ?? 0, heading: row.head ?? 0, time: iso(row.time) };
  return {
    vehicle_name: row.vehicle_name,
    vehicle_number: row.vehicle_number,
    position,
    expires_at: iso(row.expires_at),
  };
}

/** How long an ended link and its log of uses are kept for the owner to see (docs/decisions.md). */
export const SHARE_KEEP_DAYS = 90;

/** Deletes links that ended (expired or revoked) more than SHARE_KEEP_DAYS ago, and their uses; answers how many. */
export async function pruneShareLinks(db: Db): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM share_links
      WHERE least(expires_at, coalesce(revoked_at, expires_at)) < now() - make_interval(days => ${SHARE_KEEP_DAYS})
      RETURNING id`,
  );
  return rows.length;
}

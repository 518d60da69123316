import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/**
 * How long a claim stays good without being refreshed: the holding node refreshes its live
 * connections' claims every CLAIM_REFRESH_MS, so a claim older than this is from a node that
 * stopped or a connection that went silent.
 */
export const CLAIM_REFRESH_MS = 30_000;
export const CLAIM_STALE_MS = 3 * CLAIM_REFRESH_MS;

export type SharedClaim = { kind: 'held' } | { kind: 'refused'; holderAddress: string };

/**
 * The takeover check across ingest nodes (table tracker_claims): a connection may speak for an IMEI
 * unless another node holds it, alive, from another address. The same address (the tracker
 * reconnecting) or a stale claim is taken over.
 */
export function createSharedClaims(db: Db, node: string) {
  return {
    async claim(imei: string, address: string): Promise<SharedClaim> {
      const taken = await queryRows<{ imei: string }>(
        db,
        sql`INSERT INTO tracker_claims AS c (imei, node, address, seen_at) VALUES (${imei}, ${node}, ${address}, now())
            ON CONFLICT (imei) DO UPDATE SET node = excluded.node, address = excluded.address, seen_at = now()
            WHERE c.node = excluded.node OR c.address = excluded.address
              OR c.seen_at < now() - make_interval(secs => ${CLAIM_STALE_MS / 1000})
            RETURNING imei`,
      );
      if (taken.length > 0) return { kind: 'held' };
      const holder = await queryRows<{ address: string }>(
        db,
        sql`SELECT address FROM tracker_claims WHERE imei = ${imei}`,
      );
      return { kind: 'refused', holderAddress: holder[0]?.address ?? 'another node' };
    },
    async release(imei: string): Promise<void> {
      await db.execute(sql`DELETE FROM tracker_claims WHERE imei = ${imei} AND node = ${node}`);
    },
    /** Keeps this node's claims on `imeis` (its live connections) good. */
    async refresh(imeis: string[]): Promise<void> {
      if (imeis.length === 0) return;
      await db.execute(
        sql`UPDATE tracker_claims SET seen_at = now() WHERE node = ${node} AND imei = ANY(${sql.param(imeis)}::text[])`,
      );
    },
  };
}

export type SharedClaims = ReturnType<typeof createSharedClaims>;

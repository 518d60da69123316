import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { LoginStatus } from '@armada/domain';
import type { Db } from '../db/client.js';
import { loginLogs } from '../db/schema.js';

export type { LoginStatus };

/** Who tries to sign in: the account's name (or the login typed when there is no such account) and the address. */
export type Attempt = { username: string; ip: string | null };

/** What the lockout rules look at before a password is checked (docs/decisions.md, "Accounts (issue 10)"). */
export type AttemptCounts = {
  /** Failed password checks for this account from this address since its last success there, in the window. */
  accountFailures: number;
  oldestAccountFailure: Date | null;
  /** Failed password checks from this address, for any account, in the window. */
  addressFailures: number;
  /** This account has signed in from this address before (within `knownSince`). */
  knownAddress: boolean;
};

export type Reservation = { reserved: number } | { refused: LoginStatus; counts: AttemptCounts };

const FAILED: LoginStatus = 'wrong_credentials';
const UNLOCKED: LoginStatus = 'unlocked';

/**
 * Counts the attempt's history and either refuses it (logging the refusal) or reserves it: a
 * wrong_credentials row written before the password is checked and settled afterwards, so
 * concurrent attempts already count it (review M4). One transaction under an advisory lock on the
 * address serialises the attempts of an address on every node; the password check runs outside it.
 */
export async function reserveAttempt(
  db: Db,
  attempt: Attempt,
  window: { since: Date; knownSince: Date },
  refusal: (counts: AttemptCounts) => LoginStatus | null,
): Promise<Reservation> {
  const name = attempt.username.slice(0, 200);
  return db.transaction(async (tx) => {
    const key = `armada.login:${attempt.ip ?? `user:${name.trim().toLowerCase()}`}`;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
    const counts = await attemptCounts(tx, attempt, window);
    const refused = refusal(counts);
    const status = refused ?? FAILED;
    const rows = await tx
      .insert(loginLogs)
      .values({ username: name, status, ip: attempt.ip })
      .returning({ id: loginLogs.id });
    return refused ? { refused, counts } : { reserved: rows[0]?.id ?? 0 };
  });
}

/** Gives a reserved attempt its outcome and the account it concerned. */
export async function settleAttempt(
  db: Db,
  id: number,
  entry: { status: LoginStatus; userId?: number; organizationId?: number },
): Promise<void> {
  await db
    .update(loginLogs)
    .set({ status: entry.status, user_id: entry.userId ?? null, organization_id: entry.organizationId ?? null })
    .where(eq(loginLogs.id, id));
}

const sameName = (name: string) => sql`lower(${loginLogs.username}) = ${name.trim().toLowerCase()}`;
const sameIp = (ip: string | null) => sql`${loginLogs.ip} IS NOT DISTINCT FROM ${ip}`;

async function attemptCounts(
  db: Db,
  { username, ip }: Attempt,
  { since, knownSince }: { since: Date; knownSince: Date },
): Promise<AttemptCounts> {
  const successes = await db
    .select({ at: loginLogs.created_at })
    .from(loginLogs)
    .where(and(sameName(username), sameIp(ip), eq(loginLogs.status, 'success'), gt(loginLogs.created_at, knownSince)))
    .orderBy(desc(loginLogs.created_at))
    .limit(1);
  const lastSuccess = successes[0]?.at;
  // A call-centre unlock (any address) wipes the failures before it, as a success there would.
  const unlocks = await db
    .select({ at: loginLogs.created_at })
    .from(loginLogs)
    .where(and(sameName(username), eq(loginLogs.status, UNLOCKED), gt(loginLogs.created_at, since)))
    .orderBy(desc(loginLogs.created_at))
    .limit(1);
  const from = [lastSuccess, unlocks[0]?.at].reduce<Date>((a, b) => (b && b > a ? b : a), since);
  const account = await db
    .select({ n: count(), oldest: sql<string | null>`min(${loginLogs.created_at})` })
    .from(loginLogs)
    .where(and(sameName(username), sameIp(ip), eq(loginLogs.status, FAILED), gt(loginLogs.created_at, from)));
  const address =
    ip === null
      ? [{ n: 0 }]
      : await db
          .select({ n: count() })
          .from(loginLogs)
          .where(and(eq(loginLogs.ip, ip), eq(loginLogs.status, FAILED), gt(loginLogs.created_at, since)));
  const oldest = account[0]?.oldest;
  return {
    accountFailures: Number(account[0]?.n ?? 0),
    oldestAccountFailure: oldest ? new Date(oldest) : null,
    addressFailures: Number(address[0]?.n ?? 0),
    knownAddress: lastSuccess !== undefined,
  };
}

/** Lifts the user's lockout on every address: failures before this row no longer count (call centre). */
export async function unlockAccount(db: Db, user: { id: number; username: string; organization_id: number }) {
  await db.insert(loginLogs).values({
    username: user.username,
    user_id: user.id,
    organization_id: user.organization_id,
    status: UNLOCKED,
    ip: null,
  });
}

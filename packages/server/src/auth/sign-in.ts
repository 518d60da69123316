import { POLICY_NOT_ACCEPTED_CODE, NOT_ACTIVE_CODE } from '@armada/domain';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { findUserByLogin, organizationOf, type UserRow } from './user-lookup.js';
import { reserveAttempt, settleAttempt, type Attempt, type LoginStatus } from './login-log.js';
import { issueOneTimeToken } from './one-time-tokens.js';
import { verifyPassword } from './passwords.js';
import { createSession } from './session-repository.js';
import { signToken } from './tokens.js';

export type SignedIn = { token: string; globalSessionID: string; ssoToken: string };
export type Caller = { ip: string | null; userAgent: string | null };

/** An address where an account signed in within this many days is the account's own (see throttle). */
const KNOWN_ADDRESS_DAYS = 90;

/**
 * Checks credentials and every sign-in rule of the spec, writes the login log, and either opens a
 * global session or throws the AppError the caller should see.
 */
export async function signIn(ctx: AppContext, username: string, password: string, caller: Caller): Promise<SignedIn> {
  const { db } = ctx.database;
  const user = username.trim() === '' ? undefined : await findUserByLogin(db, username);
  // Logged and throttled under the account's own name, so typing the e-mail instead counts the same.
  const attempt = await reserveOrRefuse(ctx, { username: user?.username ?? username, ip: caller.ip });
  const settle = (status: LoginStatus) =>
    settleAttempt(db, attempt, { status, userId: user?.id, organizationId: user?.organization_id });

  // A missing user is checked against a stand-in hash, so both answers take alike (review L7).
  const matches = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !matches) {
    await settle('wrong_credentials');
    throw new AppError(401, 'wrong_credentials');
  }
  const refusal = await refusalFor(ctx, user);
  if (refusal) {
    await settle(refusal.status);
    throw refusal.error;
  }
  await settle('success');
  return openSession(ctx, user, caller);
}

/**
 * The lockout (docs/decisions.md): an account is locked for an address after `loginLockAttempts`
 * failures from it, so nobody elsewhere can lock its owner out; an address failing
 * `loginIpAttempts` times (necessarily across several accounts) is throttled, except for accounts
 * that have signed in from it before, so colleagues behind one NAT keep working.
 */
async function reserveOrRefuse(ctx: AppContext, attempt: Attempt): Promise<number> {
  const { loginLockAttempts, loginLockMinutes, loginIpAttempts } = ctx.config;
  const windowMs = loginLockMinutes * 60_000;
  const since = new Date(Date.now() - windowMs);
  const knownSince = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const reservation = await reserveAttempt(ctx.database.db, attempt, { since, knownSince }, (counts) => {
    if (counts.accountFailures >= loginLockAttempts) return 'locked';
    if (counts.addressFailures >= loginIpAttempts && !counts.knownAddress) return 'throttled';
    return null;
  });
  if ('reserved' in reservation) return reservation.reserved;
  const { oldestAccountFailure } = reservation.counts;
  const retryAt =
    reservation.refused === 'locked' && oldestAccountFailure
      ? oldestAccountFailure.getTime() + windowMs
      : Date.now() + windowMs;
  const seconds = Math.max(1, Math.ceil((retryAt - Date.now()) / 1000));
  throw new AppError(429, 'too_many_attempts', {
    values: { minutes: Math.ceil(seconds / 60) },
    result: { retry_after_seconds: seconds },
  });
}

async function refusalFor(ctx: AppContext, user: UserRow): Promise<{ status: LoginStatus; error: AppError } | null> {
  const { db } = ctx.database;
  if (user.isactive === NOT_ACTIVE_CODE) {
    return {
      status: 'account_not_active',
      error: new AppError(403, 'account_not_active', { response: NOT_ACTIVE_CODE, result: { isactive: 2 } }),
    };
  }
  if (user.isactive !== 1)
    return { status: 'account_not_activated', error: new AppError(403, 'account_not_activated') };
  if (user.user_access === null)
    return { status: 'password_expired_sso', error: new AppError(403, 'password_expired_sso') };
  const ageDays = (Date.now() - user.password_changed_at.getTime()) / 86_400_000;
  if (ageDays > ctx.config.passwordMaxAgeDays || user.password_weak) {
    const code = user.password_weak ? 'password_weak' : 'password_expired';
    const change_token = await issueOneTimeToken(db, 'change', user.id);
    return { status: code, error: new AppError(403, code, { result: { change_token } }) };
  }
  const org = await organizationOf(db, user.organization_id);
  if (user.isorgadmin !== 0 && !org?.privacy_policy_approved_at) {
    const options = { response: POLICY_NOT_ACCEPTED_CODE } as const;
    if (user.isorgadmin > 1) {
      return { status: 'privacy_policy', error: new AppError(403, 'privacy_policy_ask_super_admin', options) };
    }
    const t = await issueOneTimeToken(db, 'privacy', user.id);
    return {
      status: 'privacy_policy',
      error: new AppError(403, 'privacy_policy_required', { ...options, result: { t } }),
    };
  }
  return null;
}

export async function openSession(ctx: AppContext, user: UserRow, caller: Caller): Promise<SignedIn> {
  const { gsid, ssoToken } = await createSession(ctx.database.db, {
    userId: user.id,
    ip: caller.ip,
    userAgent: caller.userAgent,
    ttlHours: ctx.config.sessionTtlHours,
  });
  return { token: await issueToken(ctx, user, gsid), globalSessionID: gsid, ssoToken };
}

export function issueToken(ctx: AppContext, user: UserRow, gsid: string): Promise<string> {
  return signToken(
    {
      realm_id: user.realm_id,
      organization_id: user.organization_id,
      user_id: user.id,
      username: user.username,
      isorgadmin: user.isorgadmin,
      access_type: user.access_type,
      user_access: user.user_access ?? {},
      gsid,
    },
    ctx.secrets.tokenKey,
    ctx.config.tokenTtlSeconds,
  );
}

import { POLICY_NOT_ACCEPTED_CODE, NOT_ACTIVE_CODE } from '@armada/domain';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { findUserByLogin, organizationOf, type UserRow } from './user-lookup.js';
import { recentIpFailures, recentUserFailures, recordLogin, type LoginStatus } from './login-log.js';
import { issueOneTimeToken } from './one-time-tokens.js';
import { verifyPassword } from './passwords.js';
import { createSession } from './session-repository.js';
import { signToken } from './tokens.js';

export type SignedIn = { token: string; globalSessionID: string; ssoToken: string };
export type Caller = { ip: string | null; userAgent: string | null };

/**
 * Checks credentials and every sign-in rule of the spec, writes the login log, and either opens a
 * global session or throws the AppError the caller should see.
 */
export async function signIn(ctx: AppContext, username: string, password: string, caller: Caller): Promise<SignedIn> {
  const { db } = ctx.database;
  const user = username.trim() === '' ? undefined : await findUserByLogin(db, username);
  // Logged and throttled under the account's own name, so typing the e-mail instead counts the same.
  const name = user?.username ?? username;
  const log = (status: LoginStatus, who?: UserRow) =>
    recordLogin(db, { username: name, status, ip: caller.ip, userId: who?.id, organizationId: who?.organization_id });

  await refuseWhenThrottled(ctx, name, caller, log);
  if (!user || !(await verifyPassword(user.password_hash, password))) {
    await log('wrong_credentials', user);
    throw new AppError(401, 'wrong_credentials');
  }
  const refusal = await refusalFor(ctx, user);
  if (refusal) {
    await log(refusal.status, user);
    throw refusal.error;
  }
  await log('success', user);
  return openSession(ctx, user, caller);
}

async function refuseWhenThrottled(
  ctx: AppContext,
  username: string,
  caller: Caller,
  log: (status: LoginStatus) => Promise<void>,
): Promise<void> {
  const { loginLockAttempts, loginLockMinutes, loginIpAttempts } = ctx.config;
  const windowMs = loginLockMinutes * 60_000;
  const since = new Date(Date.now() - windowMs);
  const failures = await recentUserFailures(ctx.database.db, username, since);
  let retryAt: number | null = null;
  if (failures.count >= loginLockAttempts && failures.oldest) retryAt = failures.oldest.getTime() + windowMs;
  else if (caller.ip && (await recentIpFailures(ctx.database.db, caller.ip, since)) >= loginIpAttempts) {
    retryAt = Date.now() + windowMs;
  }
  if (retryAt === null) return;
  await log(failures.count >= loginLockAttempts ? 'locked' : 'throttled');
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

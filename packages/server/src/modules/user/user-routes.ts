import type { FastifyInstance } from 'fastify';
import {
  ChangePasswordBody,
  DOWNLOAD_STARTED,
  DownloadStarted,
  EditProfileBody,
  Envelope,
  ForgotPasswordBody,
  LoginBody,
  LoginLogPage,
  LoginLogQuery,
  MESSAGES,
  NoResult,
  PrivacyPolicyInfo,
  Profile,
  ResetPasswordBody,
  SignedIn,
  TokenQuery,
} from '@armada/domain';
import type { TSchema } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { startDownload } from '../../jobs/download-service.js';
import { sendResetMail } from '../../auth/reset-mail.js';
import { readerLanguageOf } from '../../reader-language.js';
import { AppError } from '../../errors.js';
import { callerOf, ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { openSession, signIn } from '../../auth/sign-in.js';
import { consumeOneTimeToken, peekOneTimeToken } from '../../auth/one-time-tokens.js';
import { verifyPassword } from '../../auth/passwords.js';
import { listLoginLogs } from './login-log-repository.js';
import { changePassword, RESET_KINDS, resetPasswordWith } from './password-service.js';
import { findUserById, findUserByLogin, organizationOf } from '../../auth/user-lookup.js';
import { tellPrivacyApproved } from '../announcement/info-notifications.js';
import { approvePrivacyPolicy, profileChange, profileOf, updateProfile } from './user-repository.js';

const answers = <T extends TSchema>(result: T) => ({ 200: Envelope(result) });

/** `/api/user/user/...`: sign-in, privacy policy, passwords, profile and the login log. */
export async function userRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const invalidToken = () => new AppError(400, 'invalid_token');

  const publicCall = { access: 'public' } as const;
  app.post(
    '/login_user',
    { config: publicCall, schema: { body: LoginBody, response: answers(SignedIn) } },
    async (request) => ok(await signIn(ctx, request.body.username, request.body.password, callerOf(request))),
  );

  const policySchema = { querystring: TokenQuery, response: answers(PrivacyPolicyInfo) };
  app.get('/privacy_policy', { config: publicCall, schema: policySchema }, async (request) => {
    const holder = await peekOneTimeToken(db, ['privacy'], request.query.t);
    const user = holder && (await findUserById(db, holder.userId));
    if (!user) throw invalidToken();
    const org = await organizationOf(db, user.organization_id);
    return ok({ username: user.username, organization_name: org?.name ?? '' });
  });

  app.post(
    '/privacy_policy_user',
    { config: publicCall, schema: { querystring: TokenQuery, response: answers(SignedIn) } },
    async (request) => {
      const holder = await peekOneTimeToken(db, ['privacy'], request.query.t);
      const user = holder && (await findUserById(db, holder.userId));
      if (!user || (await consumeOneTimeToken(db, request.query.t, ['privacy'])) !== user.id) throw invalidToken();
      await approvePrivacyPolicy(db, user.organization_id, user.id);
      await tellPrivacyApproved({ db, bus: ctx.bus }, user.organization_id, user.id);
      return ok(await openSession(ctx, user, callerOf(request)));
    },
  );

  app.post(
    '/forgot_password',
    { config: publicCall, schema: { body: ForgotPasswordBody, response: answers(NoResult) } },
    async (request) => {
      const user = await findUserByLogin(db, request.body.username);
      if (user?.email && user.isactive !== 0) {
        await sendResetMail(ctx, { ...user, email: user.email }, readerLanguageOf(request));
      }
      return ok(null, MESSAGES.reset_link_sent);
    },
  );

  app.post(
    '/reset_password',
    { config: publicCall, schema: { body: ResetPasswordBody, response: answers(NoResult) } },
    async (request) => {
      const { t, ...change } = request.body;
      const holder = await peekOneTimeToken(db, RESET_KINDS, t);
      const user = holder && (await findUserById(db, holder.userId));
      if (!user || !(await resetPasswordWith(db, t, user, change))) throw invalidToken();
      return ok(null);
    },
  );

  app.put(
    '/change_password',
    { config: { access: 'signed-in' }, schema: { body: ChangePasswordBody, response: answers(NoResult) } },
    async (request) => {
      const { old_password, ...change } = request.body;
      const user = await findUserById(db, viewerOf(request).user_id);
      if (!user) throw new AppError(401, 'unauthorized');
      if (!(await verifyPassword(user.password_hash, old_password))) throw new AppError(400, 'old_password_wrong');
      await changePassword(db, user, change);
      return ok(null);
    },
  );

  app.get(
    '/view_profile',
    { config: { access: 'signed-in' }, schema: { response: answers(Profile) } },
    async (request) => {
      const profile = await profileOf(db, viewerOf(request).user_id, ctx.config.passwordMaxAgeDays);
      if (!profile) throw new AppError(404, 'not_found');
      return ok(profile);
    },
  );

  const editSchema = { body: EditProfileBody, response: answers(Profile) };
  app.put('/edit_profile', { config: { access: 'view_user' }, schema: editSchema }, async (request) => {
    const userId = viewerOf(request).user_id;
    await updateProfile(db, userId, await profileChange(db, userId, request.body));
    const profile = await profileOf(db, userId, ctx.config.passwordMaxAgeDays);
    if (!profile) throw new AppError(404, 'not_found');
    return ok(profile);
  });

  app.get(
    '/login_log',
    { config: { access: 'list_login_log' }, schema: { querystring: LoginLogQuery, response: answers(LoginLogPage) } },
    async (request) => ok(await listLoginLogs(db, scopeOf(request), request.query)),
  );

  app.get(
    '/download_login_log',
    {
      config: { access: 'list_login_log' },
      schema: { querystring: LoginLogQuery, response: answers(DownloadStarted) },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id } = await startDownload(ctx, viewerOf(request), {
        title: 'Login logs',
        fileName: 'login-logs',
        columns: LOGIN_LOG_COLUMNS,
        timeKeys: ['created_at'],
        rows: async (offset, limit) =>
          (await listLoginLogs(db, scope, { ...request.query, page: offset / limit + 1, limit })).data,
      });
      return ok({ id }, DOWNLOAD_STARTED);
    },
  );
}

const LOGIN_LOG_COLUMNS = [
  { header: 'Username', key: 'username', width: 24 },
  { header: 'Status', key: 'status', width: 28 },
  { header: 'Time', key: 'created_at', width: 26 },
  { header: 'IP address', key: 'ip', width: 18 },
];

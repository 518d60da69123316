import { Type, type Static } from '@sinclair/typebox';
import { Closed, Id, PageNumber } from './contract.js';

/** Request shapes of the user service and the sign-in service (docs/auth-api.md). */
const text = (max = 200) => Type.String({ maxLength: max });

export const LoginBody = Closed({ username: text(), password: text(500) });
export type LoginBody = Static<typeof LoginBody>;

export const TokenQuery = Closed({ t: text(200) });

export const ForgotPasswordBody = Closed({ username: text() });

export const NewPasswordFields = {
  password: text(500),
  confirm_password: text(500),
};

export const ResetPasswordBody = Closed({ t: text(200), ...NewPasswordFields });
export const ChangePasswordBody = Closed({ old_password: text(500), ...NewPasswordFields });

export const EditProfileBody = Closed({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  email: Type.Optional(text()),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+ ()-]*$' })),
});
export type EditProfileBody = Static<typeof EditProfileBody>;

export const LoginLogQuery = Closed({
  page: PageNumber(),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  status: Type.Optional(text(40)),
  start_date: Type.Optional(Type.String({ format: 'date' })),
  end_date: Type.Optional(Type.String({ format: 'date' })),
  username: Type.Optional(text()),
  sort_by: Type.Optional(
    Type.Union([Type.Literal('created_at'), Type.Literal('-created_at'), Type.Literal('username')]),
  ),
});
export type LoginLogQuery = Static<typeof LoginLogQuery>;

export const PageQuery = Closed({
  page: PageNumber(),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  search: Type.Optional(text()),
});
export type PageQuery = Static<typeof PageQuery>;

export const IdQuery = Closed({ id: Id() });

export const SsoTokenQuery = Closed({ ssoToken: text(200) });
export const RefreshBody = Closed({ ssoToken: text(200), runnerToken: text(4000) });
export const SsoLoginQuery = Closed({ serviceURL: Type.Optional(text(2000)), lang: Type.Optional(text(10)) });
export const SsoLoginBody = Closed({
  username: text(),
  password: text(500),
  serviceURL: Type.Optional(text(2000)),
  lang: Type.Optional(text(10)),
});
export const SsoLogoutBody = Closed({ serviceURL: Type.Optional(text(2000)) });

/** verifytoken and refresh_token: a runner token (JWT) for the global session. */
export const SsoTokenAnswer = Closed({
  auth: Type.Literal('true'),
  token: Type.String(),
  globalSessionID: Type.String(),
});
export type SsoTokenAnswer = Static<typeof SsoTokenAnswer>;
/** GET /sso/session: the gsid cookie names a live session (the cookie is set again with a fresh expiry). */
export const SsoSessionAnswer = Closed({ auth: Type.Literal('true'), globalSessionID: Type.String() });
export type SsoSessionAnswer = Static<typeof SsoSessionAnswer>;
/** A refused sign-in service call (401); the session check sends `auth` alone. */
export const SsoRefusal = Closed({
  auth: Type.Literal('false'),
  code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
/** An HTML page (the sign-in form, or the form again with the reason a sign-in failed). */
export const HtmlPage = Type.String({ description: 'text/html page' });
/** A redirect: no body, the target in the Location header. */
export const Redirect = Type.Null({ description: 'redirect; the target is in the Location header' });

import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { REALMS } from '../realms.js';
import { ROLES } from '../roles.js';
import { DISPLAY_TIME_ZONES, NUMBER_STYLES } from '../telemetry/text.js';
import { Closed, DateTime, Id, literals, orNull, PageNumber } from './contract.js';

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
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
export const ChangePasswordBody = Closed({ old_password: text(500), ...NewPasswordFields });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const EditProfileBody = Closed({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  email: Type.Optional(text()),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+ ()-]*$' })),
  /** The zone the user reads times in (shown and downloaded). */
  time_zone: Type.Optional(literals(DISPLAY_TIME_ZONES)),
  /** How the user reads decimals: German 1.234,5 (the default), Indonesian, or US 1,234.5. */
  number_style: Type.Optional(literals(NUMBER_STYLES)),
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

/** Answers of the user service (`/api/user/user/...`, `/api/user/outbox/...`). */

/** login_user and privacy_policy_user: a global session opened, with the portal's bearer token. */
export const SignedIn = Closed({ token: Type.String(), globalSessionID: Type.String(), ssoToken: Type.String() });
export type SignedIn = Static<typeof SignedIn>;

/** privacy_policy: who the one-time link is for, to show on the policy page. */
export const PrivacyPolicyInfo = Closed({ username: Type.String(), organization_name: Type.String() });
export type PrivacyPolicyInfo = Static<typeof PrivacyPolicyInfo>;

/** view_profile and edit_profile: the signed-in user as they see themselves. */
export const Profile = Closed({
  user_id: Id(),
  username: Type.String(),
  name: Type.String(),
  email: orNull(Type.String()),
  phone: orNull(Type.String()),
  isorgadmin: Type.Integer({ minimum: 0, maximum: 3 }),
  role: literals(ROLES),
  realm_id: Type.Integer(),
  realm: orNull(literals(REALMS)),
  organization_id: Id(),
  organization_name: Type.String(),
  access_type: Type.Integer(),
  password_changed_at: DateTime(),
  password_expires_at: DateTime(),
  privacy_policy_approved_at: orNull(DateTime()),
  time_zone: literals(DISPLAY_TIME_ZONES),
  number_style: literals(NUMBER_STYLES),
});
export type Profile = Static<typeof Profile>;

/** A sign-in attempt in the login log (the call gives the rows no id). */
export const LoginLogRow = Closed({
  username: Type.String(),
  status: Type.String(),
  created_at: DateTime(),
  ip: orNull(Type.String()),
});
export type LoginLogRow = Static<typeof LoginLogRow>;
export const LoginLogPage = Page(LoginLogRow);

/** A mail kept in the outbox (no SMTP): one-time links in its body come redacted. */
export const OutboxMail = Closed({
  id: Type.Integer({ minimum: 1 }),
  to_address: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  delivered_by: Type.String(),
  created_at: DateTime(),
  /** The names of the files kept with the mail, in order (download_outbox_attachment's index). */
  attachments: Type.Array(Type.String()),
});
export type OutboxMail = Static<typeof OutboxMail>;
export const OutboxPage = Page(OutboxMail);
/** One file of a mail in the outbox: the mail's id and the file's place among its attachments. */
export const OutboxAttachmentQuery = Closed({ id: Id(), index: Type.Integer({ minimum: 0, maximum: 99, default: 0 }) });
export type OutboxAttachmentQuery = Static<typeof OutboxAttachmentQuery>;

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

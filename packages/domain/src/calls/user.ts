import { Type, type Static } from '@sinclair/typebox';

/** Request shapes of the user service and the sign-in service (docs/auth-api.md). */
const text = (max = 200) => Type.String({ maxLength: max });

export const LoginBody = Type.Object({ username: text(), password: text(500) });
export type LoginBody = Static<typeof LoginBody>;

export const TokenQuery = Type.Object({ t: text(200) });

export const ForgotPasswordBody = Type.Object({ username: text() });

export const NewPasswordFields = {
  password: text(500),
  confirm_password: text(500),
};

export const ResetPasswordBody = Type.Object({ t: text(200), ...NewPasswordFields });
export const ChangePasswordBody = Type.Object({ old_password: text(500), ...NewPasswordFields });

export const EditProfileBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  email: Type.Optional(text()),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+ ()-]*$' })),
});
export type EditProfileBody = Static<typeof EditProfileBody>;

export const LoginLogQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
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

export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  search: Type.Optional(text()),
});
export type PageQuery = Static<typeof PageQuery>;

export const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const SsoTokenQuery = Type.Object({ ssoToken: text(200) });
export const RefreshBody = Type.Object({ ssoToken: text(200), runnerToken: text(4000) });
export const SsoLoginQuery = Type.Object({ serviceURL: Type.Optional(text(2000)), lang: Type.Optional(text(10)) });
export const SsoLoginBody = Type.Object({
  username: text(),
  password: text(500),
  serviceURL: Type.Optional(text(2000)),
  lang: Type.Optional(text(10)),
});

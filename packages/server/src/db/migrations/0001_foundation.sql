-- Foundation: realms, organisations, users, permissions, sessions, one-time tokens, login logs, outbox.
CREATE TABLE realms (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE organizations (
  id serial PRIMARY KEY,
  name text NOT NULL,
  code text,
  realm_id integer NOT NULL REFERENCES realms(id),
  dealer_id integer REFERENCES organizations(id),
  address text,
  latitude double precision,
  longitude double precision,
  phone text,
  email text,
  isactive smallint NOT NULL DEFAULT 1,
  privacy_policy_approved_at timestamptz,
  privacy_policy_approved_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organizations_dealer_idx ON organizations (dealer_id);
CREATE INDEX organizations_realm_idx ON organizations (realm_id);
CREATE UNIQUE INDEX organizations_code_key ON organizations (code);

CREATE TABLE permissions (
  key text PRIMARY KEY,
  group_name text NOT NULL,
  added boolean NOT NULL DEFAULT false
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  password_hash text,
  name text NOT NULL DEFAULT '',
  email text,
  phone text,
  realm_id integer NOT NULL REFERENCES realms(id),
  organization_id integer NOT NULL REFERENCES organizations(id),
  isorgadmin smallint NOT NULL DEFAULT 3 CHECK (isorgadmin BETWEEN 0 AND 3),
  access_type smallint NOT NULL DEFAULT 1,
  isactive smallint NOT NULL DEFAULT 1,
  user_access jsonb,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  password_weak boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_org_idx ON users (organization_id);

CREATE TABLE sessions (
  gsid text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sso_token_hash text NOT NULL UNIQUE,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE one_time_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('reset', 'change', 'privacy')),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE login_logs (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  organization_id integer REFERENCES organizations(id) ON DELETE SET NULL,
  status text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_logs_username_idx ON login_logs (lower(username), created_at);
CREATE INDEX login_logs_ip_idx ON login_logs (ip, created_at);
CREATE INDEX login_logs_created_idx ON login_logs (created_at);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  delivered_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

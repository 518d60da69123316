-- User access and app management: roles (user types) with their permission keys, a user's role,
-- applications, services (the permission groups) and descriptions of functions and realms.
CREATE TABLE user_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  realm_id integer NOT NULL REFERENCES realms(id),
  description text NOT NULL DEFAULT '',
  -- Catalogue keys (packages/domain/src/permissions.ts); checked on every write.
  permission_keys text[] NOT NULL DEFAULT '{}',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_types_realm_name_key ON user_types (realm_id, lower(name));
CREATE INDEX user_types_name_idx ON user_types (name, id);

-- A user's user_access is their role's keys, written whenever the role or the user's role changes;
-- users without a role (created before roles) keep the access they were given.
ALTER TABLE users ADD COLUMN user_type_id integer REFERENCES user_types(id);
CREATE INDEX users_user_type_idx ON users (user_type_id);
-- The user lists page and sort by these within an organisation (100,000 users stay fast).
CREATE INDEX users_org_username_idx ON users (organization_id, username, id);
CREATE INDEX users_username_sort_idx ON users (username, id);
CREATE INDEX users_name_sort_idx ON users (name, id);
CREATE INDEX users_created_idx ON users (created_at, id);
CREATE INDEX users_realm_username_idx ON users (realm_id, username, id);

CREATE TABLE apps (
  id serial PRIMARY KEY,
  app_id text NOT NULL UNIQUE,
  name text NOT NULL,
  platform text NOT NULL CHECK (platform IN ('web', 'android', 'ios')),
  description text NOT NULL DEFAULT '',
  isactive smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO apps (app_id, name, platform, description)
VALUES ('runner', 'Armada web portal', 'web', 'This portal: monitoring, reports and management in the browser');

-- The permission groups of the catalogue; the names are fixed by the code.
CREATE TABLE services (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO services (name) VALUES
  ('monitoring'), ('user'), ('report'), ('vehicle'), ('sensor'),
  ('geo'), ('notification'), ('app_management'), ('fuel'), ('survey');

-- Functions are the permission keys: a numeric id for the generic API and a description.
ALTER TABLE permissions ADD COLUMN id serial UNIQUE;
ALTER TABLE permissions ADD COLUMN description text NOT NULL DEFAULT '';
CREATE INDEX permissions_group_idx ON permissions (group_name, key);

ALTER TABLE realms ADD COLUMN description text NOT NULL DEFAULT '';

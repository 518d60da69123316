-- Vehicle groups, job orders and per-user muted alerts: what the live map's remaining filters read.
CREATE TABLE vehicle_groups (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, name)
);
CREATE INDEX vehicle_groups_created_by_idx ON vehicle_groups (created_by);

CREATE TABLE vehicle_group_members (
  group_id integer NOT NULL REFERENCES vehicle_groups(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, vehicle_id)
);
CREATE INDEX vehicle_group_members_vehicle_idx ON vehicle_group_members (vehicle_id);

CREATE TABLE job_orders (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  title text NOT NULL,
  origin text,
  destination text,
  driver_name text,
  status text NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'on going', 'done', 'being resolved', 'closed')),
  planned_start_at timestamptz,
  planned_end_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_orders_vehicle_idx ON job_orders (vehicle_id, created_at DESC);
CREATE INDEX job_orders_org_idx ON job_orders (organization_id, status);
-- The on-duty lookups (every minute from every open map) read only the unfinished orders.
CREATE INDEX job_orders_on_duty_idx ON job_orders (vehicle_id)
  WHERE status IN ('active', 'on going', 'being resolved');

CREATE TABLE alert_mutes (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  imei text NOT NULL REFERENCES vehicles(imei) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, imei)
);

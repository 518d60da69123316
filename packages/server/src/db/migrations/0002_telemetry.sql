-- Telemetry: vehicles with their tracker, positions partitioned by month, the latest state apart.
CREATE TABLE vehicles (
  id serial PRIMARY KEY,
  imei text NOT NULL UNIQUE,
  gpstype smallint NOT NULL DEFAULT 2,
  organization_id integer NOT NULL REFERENCES organizations(id),
  leasing_org_id integer REFERENCES organizations(id),
  vehicle_name text NOT NULL DEFAULT '',
  vehicle_number text,
  chassis_number text UNIQUE,
  euro_std text,
  vehicle_type text,
  vehicle_group text,
  device_status text NOT NULL DEFAULT 'active' CHECK (device_status IN ('active', 'inactive')),
  activation_status text NOT NULL DEFAULT '2',
  activation_date date,
  sim_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicles_org_idx ON vehicles (organization_id);
CREATE INDEX vehicles_leasing_idx ON vehicles (leasing_org_id);

CREATE TABLE positions (
  imei text NOT NULL,
  time timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  alt real NOT NULL DEFAULT 0,
  head real NOT NULL DEFAULT 0,
  speed real NOT NULL DEFAULT 0,
  sat smallint NOT NULL DEFAULT 0,
  props jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (imei, time)
) PARTITION BY RANGE (time);
-- Records whose device clock is far off land here instead of being lost.
CREATE TABLE positions_default PARTITION OF positions DEFAULT;

CREATE TABLE vehicle_state (
  imei text PRIMARY KEY,
  time timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  alt real NOT NULL DEFAULT 0,
  head real NOT NULL DEFAULT 0,
  speed real NOT NULL DEFAULT 0,
  sat smallint NOT NULL DEFAULT 0,
  props jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE unknown_devices (
  imei text PRIMARY KEY,
  family text NOT NULL,
  remote_address text,
  attempts integer NOT NULL DEFAULT 1,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now()
);

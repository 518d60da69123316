-- Sensors fitted to vehicles, and notifications (activity events, info, promo).
CREATE TABLE vehicle_sensors (
  id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  type_sensor text NOT NULL CHECK (type_sensor IN ('door', 'load', 'rfid', 'dismantle', 'temperature')),
  type_id integer NOT NULL,
  code_sensor text NOT NULL,
  name text NOT NULL DEFAULT '',
  -- The telemetry property the sensor's current value is read from: door1, door2, load, dismantle, temp.0, temp.1 ...
  source text NOT NULL,
  normal double precision,
  upper_limit double precision,
  lower_limit double precision,
  status smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_sensors_vehicle_idx ON vehicle_sensors (vehicle_id);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  -- Who may see it: an organisation's users, or one user (downloads). Neither: everyone (announcements).
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  filter text NOT NULL CHECK (filter IN ('info', 'activity', 'promo')),
  type text NOT NULL,
  type_name text NOT NULL,
  text text NOT NULL,
  imei text,
  link text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX notifications_org_idx ON notifications (organization_id, created_at DESC);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_imei_idx ON notifications (imei, created_at DESC);

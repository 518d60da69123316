-- Drivers (issue 14): who drives an organisation's trucks, the trucks they are assigned to by hand, and
-- each driver's daily driving figures (the driver contest's rollup, kept by modules/driver/driver-days.ts).
CREATE TABLE drivers (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  licence_number text NOT NULL,
  licence_valid_until date,
  phone text,
  -- The RFID card or iButton the truck's reader reads (positions' props.rfid), unique in its organisation.
  rfid_code text,
  -- The driver's own sign-in, if any: that user sees its own standing in the contest.
  user_id integer UNIQUE REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, rfid_code)
);
CREATE INDEX drivers_org_name_idx ON drivers (organization_id, name, id);

-- A hand assignment of a driver to a truck from `since` to `until` (open: still driving it), local days.
CREATE TABLE driver_vehicles (
  id serial PRIMARY KEY,
  driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  since date NOT NULL,
  until date,
  CHECK (until IS NULL OR until >= since)
);
CREATE INDEX driver_vehicles_vehicle_idx ON driver_vehicles (vehicle_id, since);
CREATE INDEX driver_vehicles_driver_idx ON driver_vehicles (driver_id);

-- One driver's figures of one local day, from the vehicle-days attributed to them.
CREATE TABLE driver_days (
  driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
  day date NOT NULL,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  distance_m double precision NOT NULL DEFAULT 0,
  overspeed_count integer NOT NULL DEFAULT 0,
  overspeed_s double precision NOT NULL DEFAULT 0,
  harsh_acceleration integer NOT NULL DEFAULT 0,
  harsh_braking integer NOT NULL DEFAULT 0,
  harsh_cornering integer NOT NULL DEFAULT 0,
  idle_s double precision NOT NULL DEFAULT 0,
  night_s double precision NOT NULL DEFAULT 0,
  fatigue_events integer NOT NULL DEFAULT 0,
  crashes integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, driver_id)
);
CREATE INDEX driver_days_driver_idx ON driver_days (driver_id, day);
CREATE INDEX driver_days_org_day_idx ON driver_days (organization_id, day);

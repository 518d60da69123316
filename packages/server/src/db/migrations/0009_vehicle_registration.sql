-- Vehicle management: the brand's chassis records, the tracker inventory, and the management fields of a vehicle.
-- Every chassis the brand built; a vehicle can only be registered on a chassis found here.
CREATE TABLE chassis_registry (
  chassis_number text PRIMARY KEY,
  model text NOT NULL,
  vehicle_type text,
  euro_std text CHECK (euro_std IN ('euro2', 'euro4')),
  engine_number text,
  assembly_year smallint,
  built_at date
);

-- Trackers the brand supplies; a vehicle can only be paired with an IMEI found here.
CREATE TABLE devices (
  imei text PRIMARY KEY,
  gpstype smallint NOT NULL DEFAULT 2,
  sim_number text,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE vehicles
  ADD COLUMN unit_number text,
  ADD COLUMN engine_number text,
  ADD COLUMN brand text,
  ADD COLUMN model text,
  ADD COLUMN color text,
  ADD COLUMN transmission text,
  ADD COLUMN assembly_year smallint,
  ADD COLUMN odometer integer,
  ADD COLUMN stnk_valid_until date,
  ADD COLUMN license_valid_until date,
  ADD COLUMN ownership_status text,
  -- 'registering' until the registration is confirmed (a leasing vehicle awaiting the dealer's approval).
  ADD COLUMN registration_status text NOT NULL DEFAULT 'registered' CHECK (registration_status IN ('registering', 'registered')),
  ADD COLUMN registered_by integer REFERENCES users(id) ON DELETE SET NULL;

-- The management lists sort by these (the generic resource sorts on the plain column).
CREATE INDEX vehicles_name_idx ON vehicles (vehicle_name, id);
CREATE INDEX vehicles_number_idx ON vehicles (vehicle_number, id);
CREATE INDEX vehicles_created_idx ON vehicles (created_at);

-- Fuel (issue 13): a vehicle's tank and fuel sensor, the refuels and drains found in its level curve,
-- and the refuels entered by hand (litres, price per litre, gas station, odometer, time).
CREATE TABLE vehicle_fuel (
  vehicle_id integer PRIMARY KEY REFERENCES vehicles(id) ON DELETE CASCADE,
  capacity_l double precision NOT NULL CHECK (capacity_l > 0 AND capacity_l <= 2000),
  mode text NOT NULL CHECK (mode IN ('percent', 'raw')),
  -- [{ "raw": number, "litres": number }, ...], raw strictly increasing (checked by the domain on write).
  calibration jsonb NOT NULL DEFAULT '[]',
  -- How far the detection job has read this vehicle's positions.
  scanned_to timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE fuel_events (
  id bigserial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('refuel', 'drain')),
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  litres double precision NOT NULL,
  before_l double precision NOT NULL,
  after_l double precision NOT NULL,
  parked boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fuel_events_vehicle_time_idx ON fuel_events (vehicle_id, start_time);

CREATE TABLE refuels (
  id serial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  time timestamptz NOT NULL,
  litres double precision NOT NULL CHECK (litres > 0),
  price_per_liter double precision NOT NULL CHECK (price_per_liter >= 0),
  spbu_id integer REFERENCES spbu(id) ON DELETE SET NULL,
  odometer double precision,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refuels_vehicle_time_idx ON refuels (vehicle_id, time);

-- Service bookings (issue 15): a customer books maintenance for a vehicle at a dealer; the dealer
-- approves it or proposes another date, works on it and records spare parts. Every step is kept in
-- service_booking_events (who, what, when, the note), the booking's history.
CREATE TABLE service_bookings (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  dealer_org_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  service_kind text NOT NULL,
  service_date date NOT NULL,
  proposed_date date,
  odometer_km integer NOT NULL,
  status text NOT NULL DEFAULT 'waiting',
  note text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_bookings_org_idx ON service_bookings (organization_id, created_at DESC);
CREATE INDEX service_bookings_dealer_idx ON service_bookings (dealer_org_id, created_at DESC);
CREATE INDEX service_bookings_vehicle_idx ON service_bookings (vehicle_id, status);

CREATE TABLE service_booking_events (
  id bigserial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES service_bookings(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  note text NOT NULL DEFAULT ''
);
CREATE INDEX service_booking_events_booking_idx ON service_booking_events (booking_id, at);

CREATE TABLE service_parts (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES service_bookings(id) ON DELETE CASCADE,
  part_name text NOT NULL,
  quantity integer NOT NULL,
  state text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_parts_booking_idx ON service_parts (booking_id);

-- A service reminder is told once per vehicle and service cycle (the last finished booking, or none).
CREATE TABLE service_reminders (
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  cycle_booking_id integer NOT NULL DEFAULT 0,
  told_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vehicle_id, cycle_booking_id)
);

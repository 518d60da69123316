-- The activation lifecycle: where each vehicle stands (null until someone invites or changes it),
-- and every change and note with who made it and when.
ALTER TABLE vehicles ADD COLUMN activation_state text
  CHECK (activation_state IN ('invited', 'activated', 'deactivated', 'force_activated'));
-- When it was last invited, and when its activation last changed or got a note (the report sorts by it).
ALTER TABLE vehicles ADD COLUMN activation_invited_at timestamptz;
ALTER TABLE vehicles ADD COLUMN activation_changed_at timestamptz;
CREATE INDEX vehicles_activation_changed_idx ON vehicles (activation_changed_at DESC NULLS LAST, id);

CREATE TABLE vehicle_activation_events (
  id bigserial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('invited', 'activated', 'deactivated', 'force_activated', 'note')),
  note text,
  user_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_activation_events_vehicle_idx ON vehicle_activation_events (vehicle_id, created_at);

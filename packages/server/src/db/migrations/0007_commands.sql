-- Commands sent to trackers (engine starter kill), one row per attempt: the audit trail.
CREATE TABLE vehicle_commands (
  id bigserial PRIMARY KEY,
  imei text NOT NULL,
  -- The vehicle's owner when the command was sent: the trail stays scoped if the vehicle moves on.
  organization_id integer REFERENCES organizations(id) ON DELETE SET NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  username text NOT NULL,
  command text NOT NULL CHECK (command IN ('starter_kill')),
  action text NOT NULL CHECK (action IN ('on', 'off')),
  -- What went over the wire in the tracker's command language, e.g. 'setdigout 1'.
  payload text,
  status text NOT NULL CHECK (status IN ('sent', 'answered', 'timeout', 'offline', 'failed')),
  answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz
);
CREATE INDEX vehicle_commands_imei_idx ON vehicle_commands (imei, created_at DESC);

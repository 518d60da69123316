-- The call centre: what an agent did to an account (with the user's consent noted), the history of a
-- vehicle's moves between customers, and incidents with their notes and state changes (one trail).
CREATE TABLE call_center_actions (
  id bigserial PRIMARY KEY,
  agent_id integer REFERENCES users(id) ON DELETE SET NULL,
  agent_name text NOT NULL,
  action text NOT NULL,
  target_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  note text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX call_center_actions_user_idx ON call_center_actions (target_user_id, created_at DESC);

CREATE TABLE vehicle_member_changes (
  id bigserial PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  from_organization_id integer REFERENCES organizations(id) ON DELETE SET NULL,
  from_name text NOT NULL,
  to_organization_id integer REFERENCES organizations(id) ON DELETE SET NULL,
  to_name text NOT NULL,
  reason text NOT NULL,
  changed_by integer REFERENCES users(id) ON DELETE SET NULL,
  agent_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_member_changes_vehicle_idx ON vehicle_member_changes (vehicle_id, created_at DESC);

CREATE TABLE incidents (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  vehicle_id integer REFERENCES vehicles(id) ON DELETE SET NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'open'
    CHECK (state IN ('open', 'assigned', 'in_progress', 'resolved', 'closed')),
  scheduled_for date,
  assigned_to integer REFERENCES users(id) ON DELETE SET NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incidents_org_idx ON incidents (organization_id, state);

CREATE TABLE incident_events (
  id bigserial PRIMARY KEY,
  incident_id integer NOT NULL REFERENCES incidents(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('created', 'moved', 'note')),
  from_state text,
  to_state text,
  note text NOT NULL DEFAULT '',
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  user_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_events_incident_idx ON incident_events (incident_id, id);

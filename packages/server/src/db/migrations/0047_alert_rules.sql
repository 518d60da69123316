-- Alert rules (issue 13): which activity events tell a user, in the portal and by e-mail, for which
-- vehicle groups and places, outside which quiet hours (local times in the reports' zone). A rule is
-- its user's; a user without rules is told of every event of the vehicles they see.
CREATE TABLE alert_rules (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  event_types text[] NOT NULL CHECK (cardinality(event_types) > 0),
  -- Empty: every vehicle the user sees; else the vehicles of these groups.
  vehicle_group_ids integer[] NOT NULL DEFAULT '{}',
  -- Empty: any place; else only events about these places (entering, leaving, passing).
  place_ids integer[] NOT NULL DEFAULT '{}',
  portal boolean NOT NULL DEFAULT true,
  -- Comma-separated addresses; empty sends no mail.
  emails text NOT NULL DEFAULT '',
  quiet_from time,
  quiet_to time,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, name),
  CHECK ((quiet_from IS NULL) = (quiet_to IS NULL)),
  CHECK (portal OR emails <> '')
);
CREATE INDEX alert_rules_user_idx ON alert_rules (user_id);

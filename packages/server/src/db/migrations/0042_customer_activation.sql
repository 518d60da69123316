-- Customer activation: where each customer stands (null until someone invites or changes it), when it
-- was last invited and last changed, and every change and note with who made it and when.
ALTER TABLE organizations ADD COLUMN activation_state text
  CHECK (activation_state IN ('invited', 'activated', 'deactivated', 'force_activated'));
ALTER TABLE organizations ADD COLUMN activation_invited_at timestamptz;
ALTER TABLE organizations ADD COLUMN activation_changed_at timestamptz;

-- The report lists customers only, sorted by name, invitation or last change.
CREATE INDEX organizations_customer_name_idx ON organizations (lower(name), id) WHERE realm_id = 3;
CREATE INDEX organizations_customer_invited_idx ON organizations (activation_invited_at DESC NULLS LAST, id)
  WHERE realm_id = 3;
CREATE INDEX organizations_customer_changed_idx ON organizations (activation_changed_at DESC NULLS LAST, id)
  WHERE realm_id = 3;

CREATE TABLE customer_activation_events (
  id bigserial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('invited', 'activated', 'deactivated', 'force_activated', 'note')),
  note text,
  user_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_activation_events_org_idx ON customer_activation_events (organization_id, created_at);

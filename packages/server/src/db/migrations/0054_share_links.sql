-- Location sharing (issue 15): a link that shows one vehicle's latest position without sign-in until
-- it expires or is revoked. Only a SHA-256 of the link's random 32-byte token is kept; the token is
-- shown once, when the link is made. Every use of a link is logged in share_link_uses.
CREATE TABLE share_links (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX share_links_vehicle_idx ON share_links (vehicle_id);

CREATE TABLE share_link_uses (
  id bigserial PRIMARY KEY,
  link_id integer NOT NULL REFERENCES share_links(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  ip text NOT NULL,
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX share_link_uses_link_idx ON share_link_uses (link_id);

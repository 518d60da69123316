-- Announcements (issue 14): a title and a short text (plain or simple Markdown) for an audience of
-- realms and/or organisations (neither: everyone its author reaches), shown from its publish time to
-- its end time as a banner, and told once to each user of its audience as an info (or promo)
-- notification. `reach_all`: its author reached every organisation (root, admin realm); otherwise it
-- reaches only the author's organisation and that organisation's customers, whatever it names.
CREATE TABLE announcements (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  author_id integer REFERENCES users(id) ON DELETE SET NULL,
  reach_all boolean NOT NULL DEFAULT false,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body text NOT NULL DEFAULT '' CHECK (length(body) <= 4000),
  realm_ids integer[] NOT NULL DEFAULT '{}',
  organization_ids integer[] NOT NULL DEFAULT '{}',
  publish_at timestamptz NOT NULL DEFAULT now(),
  end_at timestamptz,
  promo boolean NOT NULL DEFAULT false,
  -- When its notifications were written: set once, in the same transaction as they are (idempotent
  -- across job runs and server nodes).
  notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at IS NULL OR end_at > publish_at)
);
CREATE INDEX announcements_due_idx ON announcements (publish_at) WHERE notified_at IS NULL;
CREATE INDEX announcements_org_idx ON announcements (organization_id, publish_at DESC);

-- A user closed an announcement's banner: it stays closed on every device.
CREATE TABLE announcement_dismissals (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  announcement_id integer NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  dismissed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, announcement_id)
);
CREATE INDEX announcement_dismissals_announcement_idx ON announcement_dismissals (announcement_id);

-- Reminders sent for a vehicle's STNK or driver-licence validity: once per vehicle, kind and expiry
-- date (a renewed date is reminded again when it nears).
CREATE TABLE expiry_reminders (
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('stnk', 'license')),
  valid_until date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vehicle_id, kind, valid_until)
);

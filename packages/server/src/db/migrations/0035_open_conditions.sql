-- Conditions raised and not yet ended (an overspeed, an idling spell, a poor signal...): the event
-- detector resumes them after a restart, so a condition going on is ended once, never raised again.
CREATE TABLE open_conditions (
  imei text NOT NULL,
  type text NOT NULL,
  state jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (imei, type)
);

-- Scheduled reports: a user's report mailed as an xlsx daily, weekly or monthly at a local hour.
-- No foreign key to users: a schedule whose owner is gone stays, and its runs record the failure.
CREATE TABLE report_schedules (
  id serial PRIMARY KEY,
  user_id integer NOT NULL,
  organization_id integer NOT NULL,
  report text NOT NULL,
  imei text,
  vehicle_group_id integer,
  frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly')),
  weekday smallint CHECK (weekday BETWEEN 1 AND 7),
  month_day smallint CHECK (month_day BETWEEN 1 AND 28),
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  emails text NOT NULL,
  language text NOT NULL DEFAULT 'en',
  active boolean NOT NULL DEFAULT true,
  next_run_at timestamptz NOT NULL,
  -- A runner's lease on a due schedule: another server process skips it until then.
  claimed_until timestamptz,
  last_run_at timestamptz,
  last_status text CHECK (last_status IN ('sent', 'failed')),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_schedules_user_idx ON report_schedules (user_id);
CREATE INDEX report_schedules_due_idx ON report_schedules (next_run_at) WHERE active;

-- Files kept with a mail of the outbox: [{ "filename": "report-trip.xlsx", "file": "outbox/12-0.xlsx" }].
ALTER TABLE outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;

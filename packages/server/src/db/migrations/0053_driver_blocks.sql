-- The driver contest's partial sums (issue 14): one driver's figures over an aligned block of 2, 4, 8,
-- 16 or 32 days (`level` 1 to 5: 2^level days from `start`, whose day number since 1970-01-01 is a
-- multiple of 2^level), summed from driver_days by modules/driver/driver-blocks.ts in the transaction
-- that writes the days. A contest period reads at most two blocks of each size and a day at each end,
-- about 5 rows per driver for 30 days instead of 30 (docs/decisions.md).
CREATE TABLE driver_blocks (
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 5),
  start date NOT NULL,
  driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  distance_m double precision NOT NULL DEFAULT 0,
  overspeed_count integer NOT NULL DEFAULT 0,
  overspeed_s double precision NOT NULL DEFAULT 0,
  harsh_acceleration integer NOT NULL DEFAULT 0,
  harsh_braking integer NOT NULL DEFAULT 0,
  harsh_cornering integer NOT NULL DEFAULT 0,
  idle_s double precision NOT NULL DEFAULT 0,
  night_s double precision NOT NULL DEFAULT 0,
  fatigue_events integer NOT NULL DEFAULT 0,
  crashes integer NOT NULL DEFAULT 0,
  PRIMARY KEY (level, start, driver_id, organization_id),
  CHECK ((start - '1970-01-01'::date) % (1 << level) = 0)
);
CREATE INDEX driver_blocks_driver_idx ON driver_blocks (driver_id);

INSERT INTO driver_blocks (level, start, driver_id, organization_id, distance_m, overspeed_count, overspeed_s,
  harsh_acceleration, harsh_braking, harsh_cornering, idle_s, night_s, fatigue_events, crashes)
SELECT l.level, dd.day - ((dd.day - '1970-01-01'::date) % (1 << l.level)), dd.driver_id, dd.organization_id,
  sum(dd.distance_m), sum(dd.overspeed_count), sum(dd.overspeed_s), sum(dd.harsh_acceleration), sum(dd.harsh_braking),
  sum(dd.harsh_cornering), sum(dd.idle_s), sum(dd.night_s), sum(dd.fatigue_events), sum(dd.crashes)
FROM driver_days dd CROSS JOIN generate_series(1, 5) AS l(level)
GROUP BY 1, 2, 3, 4;

-- When a periodic job last ran, across every server node: a node claims a run by moving `ran_at`
-- (the row lock makes a second node wait, then see the fresh time and skip).
CREATE TABLE job_runs (
  name text PRIMARY KEY,
  ran_at timestamptz NOT NULL
);

-- Reminders sent for a driver's own licence validity (drivers.licence_valid_until): once per driver
-- and expiry date, as expiry_reminders does for a vehicle's papers.
CREATE TABLE driver_licence_reminders (
  driver_id integer NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
  valid_until date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (driver_id, valid_until)
);

-- The report engine's tables (src/reports): segments and daily totals kept as positions are stored,
-- monthly totals from the daily ones, each vehicle's fold state, and per-organisation thresholds.
CREATE TABLE report_segments (
  imei text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('trip', 'stop', 'idle', 'overspeed', 'towing', 'crash')),
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  start_lat double precision NOT NULL,
  start_lng double precision NOT NULL,
  end_lat double precision NOT NULL,
  end_lng double precision NOT NULL,
  distance_m double precision NOT NULL DEFAULT 0,
  max_speed real NOT NULL DEFAULT 0,
  fuel_used real,
  -- The time of the fix that closed the segment: a refold from before it deletes and writes it again.
  closed_at timestamptz NOT NULL,
  PRIMARY KEY (imei, kind, start_time)
);
CREATE INDEX report_segments_closed_idx ON report_segments (imei, closed_at);

CREATE TABLE report_days (
  imei text NOT NULL,
  day date NOT NULL,
  distance_m double precision NOT NULL DEFAULT 0,
  engine_s double precision NOT NULL DEFAULT 0,
  moving_s double precision NOT NULL DEFAULT 0,
  idle_s double precision NOT NULL DEFAULT 0,
  stopped_s double precision NOT NULL DEFAULT 0,
  max_speed real NOT NULL DEFAULT 0,
  overspeed_count integer NOT NULL DEFAULT 0,
  overspeed_s double precision NOT NULL DEFAULT 0,
  fuel_used real,
  first_time timestamptz,
  first_lat double precision,
  first_lng double precision,
  last_time timestamptz,
  last_lat double precision,
  last_lng double precision,
  -- The fold state after the day's last fix: where a refold for late data of a later day starts.
  end_carry jsonb,
  PRIMARY KEY (imei, day)
);
CREATE INDEX report_days_day_idx ON report_days (day);

CREATE TABLE report_months (
  imei text NOT NULL,
  month date NOT NULL,
  distance_m double precision NOT NULL DEFAULT 0,
  engine_s double precision NOT NULL DEFAULT 0,
  moving_s double precision NOT NULL DEFAULT 0,
  idle_s double precision NOT NULL DEFAULT 0,
  stopped_s double precision NOT NULL DEFAULT 0,
  max_speed real NOT NULL DEFAULT 0,
  overspeed_count integer NOT NULL DEFAULT 0,
  overspeed_s double precision NOT NULL DEFAULT 0,
  fuel_used real,
  active_days integer NOT NULL DEFAULT 0,
  PRIMARY KEY (imei, month)
);
CREATE INDEX report_months_month_idx ON report_months (month);

CREATE TABLE report_cursors (
  imei text PRIMARY KEY,
  -- The last fix folded, and the fold state after it.
  until timestamptz NOT NULL,
  carry jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE report_settings (
  organization_id integer PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  min_stop_s integer CHECK (min_stop_s BETWEEN 60 AND 86400),
  idle_min_s integer CHECK (idle_min_s BETWEEN 60 AND 86400),
  min_trip_m integer CHECK (min_trip_m BETWEEN 0 AND 100000),
  overspeed_kmh integer CHECK (overspeed_kmh BETWEEN 20 AND 250),
  updated_at timestamptz NOT NULL DEFAULT now()
);

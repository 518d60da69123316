-- Geofence visits in the report engine: a segment of kind 'visit' names its geofence (place_id; 0 for
-- every other kind), and a vehicle may enter two overlapping geofences at the same fix.
ALTER TABLE report_segments DROP CONSTRAINT report_segments_kind_check;
ALTER TABLE report_segments ADD CONSTRAINT report_segments_kind_check
  CHECK (kind IN ('trip', 'stop', 'idle', 'overspeed', 'towing', 'crash', 'visit'));
ALTER TABLE report_segments ADD COLUMN place_id integer NOT NULL DEFAULT 0;
ALTER TABLE report_segments DROP CONSTRAINT report_segments_pkey;
ALTER TABLE report_segments ADD PRIMARY KEY (imei, kind, start_time, place_id);

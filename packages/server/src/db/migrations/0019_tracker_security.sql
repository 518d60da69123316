-- Tracker ingest hardening (issue 10, security review H3 and L8).

-- A fix implying an impossible jump from the vehicle's last accepted one is kept, marked 'jump', and
-- read by nothing that draws a track. Nullable without a default: adding it rewrites no partition.
ALTER TABLE positions ADD COLUMN flag text;

-- When the state's coordinates were fixed: a record without GPS moves `time` but keeps the old
-- coordinates, and the jump check must measure from when the vehicle was really there.
ALTER TABLE vehicle_state ADD COLUMN fix_time timestamptz;

-- unknown_devices is capped: past the cap a new row pushes out the devices unseen the longest.
CREATE INDEX unknown_devices_last_seen_idx ON unknown_devices (last_seen);

-- Read state of the notification centre. A mark per user and tab says "everything up to this
-- notification id is read" (mark all read writes one row, however many notifications there are);
-- notifications opened one by one above the mark are kept apart. Ids, not times: activity
-- notifications carry the event's time, and a tracker emptying its buffer writes old times late.
CREATE TABLE notification_read_marks (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  filter text NOT NULL CHECK (filter IN ('info', 'activity', 'promo')),
  read_up_to bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, filter)
);
CREATE TABLE notification_reads (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  notification_id bigint NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, notification_id)
);
-- Deleting a notification finds its reads without a scan.
CREATE INDEX notification_reads_notification_idx ON notification_reads (notification_id);

-- Lists at 100,000 rows (bench/management.bench.ts): the plans of the default sorts, the deep pages
-- and the notification tabs were sequential scans with a sort of every row.
CREATE INDEX vehicles_name_sort_idx ON vehicles (vehicle_name, id);
CREATE INDEX vehicles_org_name_sort_idx ON vehicles (organization_id, vehicle_name, id);
CREATE INDEX vehicles_number_sort_idx ON vehicles (vehicle_number, id);
CREATE INDEX organizations_name_sort_idx ON organizations (name, id);
CREATE INDEX notifications_time_idx ON notifications (created_at DESC, id DESC);
CREATE INDEX notifications_filter_time_idx ON notifications (filter, created_at DESC, id DESC);

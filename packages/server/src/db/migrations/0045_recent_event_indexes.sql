-- The dashboard's last 14 days read crashes and fatigue alerts of the whole fleet by kind and time.
CREATE INDEX report_segments_kind_time_idx ON report_segments (kind, start_time);
CREATE INDEX notifications_type_time_idx ON notifications (type, created_at);

-- The notification list by tab (info, activity, promo), newest first, per organisation: the alert feed
-- and the notification centre read one tab at a time, and activity rows outnumber the others by far.
CREATE INDEX IF NOT EXISTS notifications_org_filter_idx ON notifications (organization_id, filter, created_at DESC);
-- Announcements (no organisation, no user) are read by everyone on every list.
CREATE INDEX IF NOT EXISTS notifications_global_idx ON notifications (created_at DESC)
  WHERE organization_id IS NULL AND user_id IS NULL;

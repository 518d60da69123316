-- Seeded roles, vehicle groups and apps name their description (description_key) so the web shows
-- it in the reader's language; the description column keeps the English text. A description someone
-- wrote (or changed) has no key, and an edit that changes it clears the key.
ALTER TABLE user_types ADD COLUMN description_key text;
ALTER TABLE vehicle_groups ADD COLUMN description_key text;
ALTER TABLE apps ADD COLUMN description_key text;
-- This portal's row comes from migration 0014; the demo seed keys its own rows.
UPDATE apps SET description_key = 'armada_portal'
WHERE app_id = 'runner' AND description = 'This portal: monitoring, reports and management in the browser';

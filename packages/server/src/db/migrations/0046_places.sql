-- Places (issue 13): geo_groups are the location groups, geofences the places in them (type 1 an area,
-- 2 a site, 3 a checkpoint). A place has a marker type (the icon of a site on the map) and a checkpoint
-- a target time: the local time of day (the reports' zone) by which a truck should pass it.
ALTER TABLE geofences ADD COLUMN marker_type text CHECK (marker_type ~ '^[a-z_]{1,32}$');
ALTER TABLE geofences ADD COLUMN target_time time;
ALTER TABLE geofences ADD CONSTRAINT geofences_target_time_of_checkpoint CHECK (target_time IS NULL OR type_id = 3);
UPDATE geofences SET target_time = '12:00' WHERE type_id = 3;
UPDATE geofences SET marker_type = CASE type_id WHEN 2 THEN 'depot' WHEN 3 THEN 'checkpoint' ELSE 'area' END;

-- "All locations must be removed before a location group is deleted": a group with places refuses to go
-- (NO ACTION, checked at the end of the statement, so deleting an organisation still takes both).
ALTER TABLE geofences DROP CONSTRAINT geofences_geo_group_id_organization_id_fkey;
ALTER TABLE geofences ADD CONSTRAINT geofences_geo_group_id_organization_id_fkey
  FOREIGN KEY (geo_group_id, organization_id) REFERENCES geo_groups (id, organization_id) ON DELETE NO ACTION;

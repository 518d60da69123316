-- Dealer areas cover provinces, narrowed to chosen cities where some are given (BPS codes, as
-- organisations' province_id and city_id).
ALTER TABLE org_areas
  ADD COLUMN province_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN city_ids text[] NOT NULL DEFAULT '{}';

-- Administrators name groups and areas: one name per kind, whatever its case.
CREATE UNIQUE INDEX dealer_groups_name_idx ON dealer_groups (lower(name));
CREATE UNIQUE INDEX org_areas_name_idx ON org_areas (lower(name));

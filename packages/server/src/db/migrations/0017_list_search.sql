-- Lists at 100,000 rows, continued (bench/management.bench.ts).
--
-- Contains-searches (lower(x) LIKE '%y%' over several columns) read every row. One trigram index
-- per table over the searched columns joined into one text: the queries (db/search-text.ts) ask
-- the same expression first, then the columns one by one, so the answers stay the same. The
-- expressions must stay exactly those of searchText(): the vehicle resource's `searchable`
-- (name, plate, chassis, IMEI), the organisation resources' (name, code), and the notification
-- list's (text, IMEI).
--
-- pg_trgm ships with PostgreSQL's contrib and is a trusted extension (the database's owner may
-- create it); PGlite loads it (db/client.ts). No fallback: a list that silently scans again is
-- worse than a migration that says what is missing.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX vehicles_search_trgm_idx ON vehicles USING gin ((lower(
  coalesce(vehicle_name, '') || ' ' || coalesce(vehicle_number, '') || ' ' ||
  coalesce(chassis_number, '') || ' ' || coalesce(imei, ''))) gin_trgm_ops);
CREATE INDEX organizations_search_trgm_idx ON organizations USING gin ((lower(
  coalesce(name, '') || ' ' || coalesce(code, ''))) gin_trgm_ops);
CREATE INDEX notifications_search_trgm_idx ON notifications USING gin ((lower(
  coalesce(text, '') || ' ' || coalesce(imei, ''))) gin_trgm_ops);

-- The searches then check each column (lower(x) LIKE ...). Without statistics on those expressions
-- the planner guesses they match almost nothing, and for a search most rows match it reads and
-- sorts every row instead of walking the sort index until a page is full.
CREATE STATISTICS notifications_lower_text_stat ON (lower(text)) FROM notifications;
CREATE STATISTICS vehicles_lower_chassis_stat ON (lower(chassis_number)) FROM vehicles;
CREATE STATISTICS vehicles_lower_imei_stat ON (lower(imei)) FROM vehicles;
CREATE STATISTICS organizations_lower_name_stat ON (lower(name)) FROM organizations;
CREATE STATISTICS organizations_lower_code_stat ON (lower(code)) FROM organizations;

-- The vehicle list of the history calls and its download sort by lower(name) or lower(plate)
-- (vehicle-history-repository.ts): without these every page sorted every vehicle. They also give
-- the planner statistics on lower(name) and lower(plate) for the searches.
CREATE INDEX vehicles_lower_name_sort_idx ON vehicles (lower(vehicle_name), id);
CREATE INDEX vehicles_lower_number_sort_idx ON vehicles (lower(vehicle_number), id);

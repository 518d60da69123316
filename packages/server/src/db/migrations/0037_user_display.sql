-- How each user reads times and numbers (the profile): Indonesia's three zones, and the spec's
-- decimal styles (German by default).
ALTER TABLE users ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Jakarta'
  CHECK (time_zone IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));
ALTER TABLE users ADD COLUMN number_style text NOT NULL DEFAULT 'de'
  CHECK (number_style IN ('de', 'id', 'us'));

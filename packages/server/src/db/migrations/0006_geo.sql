-- Geo: geofence groups and geofences (type 1 area, 2 pool/depot, 3 checkpoint), and gas stations (spbu:
-- type 0 public, no organisation; type 1 an organisation's own tank).
CREATE TABLE geo_groups (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  color text NOT NULL DEFAULT '#1677ff' CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, name),
  -- Lets a geofence's group be checked to belong to the geofence's own organisation.
  UNIQUE (id, organization_id)
);

-- geometry is GeoJSON: a Polygon (rings of [lng, lat]) or, for a circle, the Point at its centre with
-- radius in metres. The bounding box is kept beside it so "which geofence holds this truck" is a
-- cheap range test before the exact one.
CREATE TABLE geofences (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  geo_group_id integer NOT NULL,
  name text NOT NULL,
  type_id smallint NOT NULL CHECK (type_id IN (1, 2, 3)),
  shape text NOT NULL CHECK (shape IN ('polygon', 'circle')),
  geometry jsonb NOT NULL,
  radius double precision CHECK (radius > 0),
  min_lat double precision NOT NULL,
  max_lat double precision NOT NULL,
  min_lng double precision NOT NULL,
  max_lng double precision NOT NULL,
  address text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, name),
  FOREIGN KEY (geo_group_id, organization_id) REFERENCES geo_groups (id, organization_id) ON DELETE CASCADE,
  CHECK ((shape = 'circle') = (radius IS NOT NULL)),
  CHECK ((shape = 'circle') = (geometry ->> 'type' = 'Point')),
  CHECK (min_lat <= max_lat AND min_lng <= max_lng)
);
CREATE INDEX geofences_org_type_idx ON geofences (organization_id, type_id);
CREATE INDEX geofences_group_idx ON geofences (geo_group_id);

CREATE TABLE spbu (
  id serial PRIMARY KEY,
  -- The station number (Pertamina's 34.171.01 style) or the organisation's tank code.
  code text NOT NULL UNIQUE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  alamat text NOT NULL DEFAULT '',
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
  type smallint NOT NULL CHECK (type IN (0, 1)),
  brand text,
  price_per_liter integer CHECK (price_per_liter > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 0) = (organization_id IS NULL))
);
CREATE INDEX spbu_org_idx ON spbu (organization_id);
CREATE INDEX spbu_type_name_idx ON spbu (type, name);

-- Customers and dealers: the customer fields of spec document 1 section 3 on organisations, dealer groups and dealer areas.
CREATE TABLE dealer_groups (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE org_areas (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE organizations
  ADD COLUMN business_sector text,
  ADD COLUMN business_type text,
  ADD COLUMN npwp text,
  -- Official BPS area codes: province '31', city '31.71', district '31.71.01' (idn-area-data).
  ADD COLUMN province_id text,
  ADD COLUMN city_id text,
  ADD COLUMN district_id text,
  ADD COLUMN post_code text,
  ADD COLUMN contact_name text,
  ADD COLUMN job_title text,
  -- The customer's super admin, created with the customer.
  ADD COLUMN super_admin_id integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN dealer_group_id integer REFERENCES dealer_groups(id) ON DELETE SET NULL,
  ADD COLUMN org_area_id integer REFERENCES org_areas(id) ON DELETE SET NULL;

-- The customer lists page and sort by name within a realm and under a dealer (100,000 rows stay fast).
CREATE INDEX organizations_realm_name_idx ON organizations (realm_id, name, id);
CREATE INDEX organizations_dealer_name_idx ON organizations (dealer_id, name, id);
CREATE INDEX organizations_realm_created_idx ON organizations (realm_id, created_at, id);
CREATE INDEX organizations_dealer_group_idx ON organizations (dealer_group_id);
CREATE INDEX organizations_org_area_idx ON organizations (org_area_id);

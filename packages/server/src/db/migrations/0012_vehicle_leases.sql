-- Leasing: one lease contract per leased vehicle, registered by the leasing company and validated by its dealer.
CREATE TABLE vehicle_leases (
  id serial PRIMARY KEY,
  -- The vehicle while the registration is pending or approved; cleared when the dealer rejects it
  -- (the vehicle row goes, freeing chassis and tracker, and this record keeps the remark).
  vehicle_id integer REFERENCES vehicles(id) ON DELETE SET NULL,
  leasing_org_id integer NOT NULL REFERENCES organizations(id),
  dealer_id integer NOT NULL REFERENCES organizations(id),
  -- Chassis and tracker as registered: still shown once a rejection removed the vehicle.
  chassis_number text NOT NULL,
  imei text NOT NULL,
  contract_number text NOT NULL,
  owner_name text NOT NULL,
  tenor smallint NOT NULL CHECK (tenor BETWEEN 1 AND 120),
  installment bigint NOT NULL CHECK (installment >= 0),
  start_date date NOT NULL,
  dealer_approval text NOT NULL DEFAULT 'pending' CHECK (dealer_approval IN ('pending', 'approved', 'rejected')),
  remark text,
  registered_by integer REFERENCES users(id) ON DELETE SET NULL,
  decided_by integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX vehicle_leases_vehicle_key ON vehicle_leases (vehicle_id) WHERE vehicle_id IS NOT NULL;
-- A leasing company's contract numbers are unique among the registrations that were not rejected.
CREATE UNIQUE INDEX vehicle_leases_contract_key ON vehicle_leases (leasing_org_id, lower(contract_number))
  WHERE dealer_approval <> 'rejected';
-- The list pages newest first within a scope, and searches chassis and debtor.
CREATE INDEX vehicle_leases_created_idx ON vehicle_leases (created_at DESC, id DESC);
CREATE INDEX vehicle_leases_leasing_idx ON vehicle_leases (leasing_org_id, created_at DESC);
CREATE INDEX vehicle_leases_dealer_idx ON vehicle_leases (dealer_id, created_at DESC);
CREATE INDEX vehicle_leases_approval_idx ON vehicle_leases (dealer_approval, created_at DESC);
CREATE INDEX vehicle_leases_chassis_idx ON vehicle_leases (lower(chassis_number));
CREATE INDEX vehicle_leases_owner_idx ON vehicle_leases (lower(owner_name));

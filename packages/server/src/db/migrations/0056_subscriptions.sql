-- Subscriptions and billing (/subscription/*). Plans are sold per vehicle and period; an invoice orders one
-- plan for some vehicles of one organisation and, once paid (a bank transfer confirmed by finance, or a
-- Midtrans notification), starts or extends each vehicle's subscription. Status codes are the legacy
-- 0-4 (PRP, Live, Incomplete, RRD, INV); their meaning is in docs/decisions.md.
CREATE TABLE subscription_plans (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  price integer NOT NULL CHECK (price >= 0),
  period_months integer NOT NULL CHECK (period_months BETWEEN 1 AND 12),
  history_days integer NOT NULL CHECK (history_days > 0),
  reports boolean NOT NULL DEFAULT true,
  api_access boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per vehicle: the plan it runs on and until when; a payment extends it.
CREATE TABLE vehicle_subscriptions (
  vehicle_id integer PRIMARY KEY REFERENCES vehicles(id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES subscription_plans(id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX vehicle_subscriptions_ends_idx ON vehicle_subscriptions (ends_at);

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  invoice_number text NOT NULL UNIQUE,
  billing_number text NOT NULL UNIQUE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES subscription_plans(id),
  -- The plan's period when the order was placed: a later change of the plan does not change what was bought.
  period_months smallint,
  order_date timestamptz NOT NULL DEFAULT now(),
  due_date date NOT NULL,
  status smallint NOT NULL CHECK (status BETWEEN 0 AND 4),
  payment_method text NOT NULL CHECK (payment_method IN ('bank_transfer', 'online')),
  amount bigint NOT NULL CHECK (amount >= 0),
  virtual_account text,
  -- Our order id at the payment provider (Midtrans order_id).
  provider_order_id text UNIQUE,
  paid_at timestamptz,
  confirmed_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX invoices_organization_idx ON invoices (organization_id);

CREATE TABLE invoice_lines (
  invoice_id integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  amount integer NOT NULL,
  PRIMARY KEY (invoice_id, vehicle_id)
);

-- Every verified provider notification, once: a repeat of the same order and status is not applied again.
CREATE TABLE payment_notifications (
  id serial PRIMARY KEY,
  provider text NOT NULL,
  order_id text NOT NULL,
  transaction_status text NOT NULL,
  transaction_id text,
  gross_amount text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, order_id, transaction_status)
);

-- A subscription's end reminded once per vehicle and end date.
CREATE TABLE subscription_reminders (
  vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
  ends_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vehicle_id, ends_at)
);

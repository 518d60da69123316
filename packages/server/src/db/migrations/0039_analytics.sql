-- Retail sales: a dealer's sale of a truck (chassis) to a customer on a date, uploaded from Excel
-- (/upload-rs) or seeded by the demo. A chassis is sold once per date.
CREATE TABLE retail_sales (
  id serial PRIMARY KEY,
  chassis_number text NOT NULL,
  dealer_id integer NOT NULL REFERENCES organizations(id),
  customer_org_id integer REFERENCES organizations(id) ON DELETE SET NULL,
  sold_on date NOT NULL,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chassis_number, sold_on)
);
CREATE INDEX retail_sales_sold_idx ON retail_sales (sold_on, dealer_id);
CREATE INDEX retail_sales_chassis_idx ON retail_sales (chassis_number);

-- The counts behind the monthly ratios, per dealer (0: vehicles and customers with no dealer), as
-- they stood when the month closed; the month in progress is counted live and never stored here.
CREATE TABLE analytic_months (
  month date NOT NULL,
  dealer_id integer NOT NULL,
  ratio text NOT NULL,
  numerator integer NOT NULL CHECK (numerator >= 0),
  denominator integer NOT NULL CHECK (denominator >= 0),
  taken_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (month, ratio, dealer_id)
);

-- The months whose counts are stored: closed once, by whichever server process gets there first.
CREATE TABLE analytic_closed_months (
  month date PRIMARY KEY,
  closed_at timestamptz NOT NULL DEFAULT now()
);

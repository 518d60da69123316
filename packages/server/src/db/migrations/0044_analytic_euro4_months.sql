-- The Euro 4 dashboard's monthly vehicle ratios: analytic_months' counts over the Euro 4 trucks only,
-- per dealer (0: no dealer), stored when the month closes (in the same transaction).
CREATE TABLE analytic_euro4_months (
  month date NOT NULL,
  dealer_id integer NOT NULL,
  ratio text NOT NULL,
  numerator integer NOT NULL CHECK (numerator >= 0),
  denominator integer NOT NULL CHECK (denominator >= 0),
  taken_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (month, ratio, dealer_id)
);

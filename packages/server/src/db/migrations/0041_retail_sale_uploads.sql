-- Retail-sales uploads (/upload-rs): each file is checked in the background while the page polls
-- this row; the first errors are kept here, every error in a file under DATA_DIR/retail-sales.
CREATE TABLE retail_sale_uploads (
  id text PRIMARY KEY,
  user_id integer NOT NULL,
  organization_id integer NOT NULL,
  file_name text NOT NULL,
  status text NOT NULL DEFAULT 'reading'
    CHECK (status IN ('reading', 'storing', 'stored', 'rejected', 'failed')),
  progress smallint NOT NULL DEFAULT 0,
  rows_read integer NOT NULL DEFAULT 0,
  rows_stored integer NOT NULL DEFAULT 0,
  rows_rejected integer NOT NULL DEFAULT 0,
  error_count integer NOT NULL DEFAULT 0,
  errors jsonb NOT NULL DEFAULT '[]',
  failure text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retail_sale_uploads_user_idx ON retail_sale_uploads (user_id, created_at);
-- The list searches and pages the stored sales per dealer, newest sale first.
CREATE INDEX retail_sales_dealer_idx ON retail_sales (dealer_id, sold_on DESC, id DESC);

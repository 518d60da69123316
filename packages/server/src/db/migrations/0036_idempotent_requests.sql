-- Writes sent with an Idempotency-Key: a repeated request (a double click, a retry after a lost
-- answer) gets the first one's answer and creates nothing new. Kept a day.
CREATE TABLE idempotent_requests (
  user_id integer NOT NULL,
  key text NOT NULL,
  route text NOT NULL,
  body_hash text NOT NULL,
  status integer,
  answer text,
  content_type text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotent_requests_created_idx ON idempotent_requests (created_at);

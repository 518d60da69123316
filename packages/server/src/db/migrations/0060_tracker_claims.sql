-- Which ingest node holds each tracker's connection, and from where: the takeover check across nodes
-- (a second connection for an IMEI from another address is refused while the first is alive).
-- seen_at is refreshed by the holding node while the connection is alive.
CREATE TABLE tracker_claims (
  imei text PRIMARY KEY,
  node text NOT NULL,
  address text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracker_claims_node_idx ON tracker_claims (node);

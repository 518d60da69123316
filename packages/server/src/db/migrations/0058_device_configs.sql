-- Tracker configurations sent or queued from the call centre (report interval, APN, server address).
CREATE TABLE device_configs (
  id bigserial PRIMARY KEY,
  imei text NOT NULL,
  -- The vehicle's owner when the configuration was asked for.
  organization_id integer REFERENCES organizations(id) ON DELETE SET NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  username text NOT NULL,
  report_interval integer CHECK (report_interval BETWEEN 10 AND 86400),
  apn text,
  host text,
  port integer CHECK (port BETWEEN 1 AND 65535),
  -- What went over the wire in the tracker's command language.
  payload text,
  status text NOT NULL CHECK (status IN ('queued', 'sent', 'answered', 'timeout', 'offline', 'failed')),
  answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  answered_at timestamptz
);
CREATE INDEX device_configs_imei_idx ON device_configs (imei, created_at DESC);
CREATE INDEX device_configs_queued_idx ON device_configs (imei) WHERE status = 'queued';

-- Downloads: xlsx files written by background jobs, delivered to one user through a report_download notification.
CREATE TABLE downloads (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  file_name text NOT NULL,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed', 'expired')),
  rows integer NOT NULL DEFAULT 0,
  bytes bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX downloads_user_idx ON downloads (user_id, created_at DESC);
CREATE INDEX downloads_expiry_idx ON downloads (expires_at);

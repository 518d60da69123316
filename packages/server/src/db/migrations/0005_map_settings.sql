-- Map settings saved per user (spec: tooltip_status, cluster_status, marker_icon, marker_size); no row means the defaults.
CREATE TABLE user_map_settings (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tooltip_status boolean NOT NULL DEFAULT true,
  cluster_status boolean NOT NULL DEFAULT true,
  marker_icon text NOT NULL DEFAULT 'Truck' CHECK (marker_icon IN ('Truck', 'Arrow', 'Dot')),
  marker_size text NOT NULL DEFAULT 'Normal' CHECK (marker_size IN ('Small', 'Normal', 'Large')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

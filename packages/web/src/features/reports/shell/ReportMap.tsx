import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Card, Typography } from 'antd';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MapView } from '../../maps/MapView';

export type ReportMapProps = {
  title: string;
  /** The overlays drawn on the map once it is ready. */
  children: (map: MapLibreMap) => ReactNode;
  /** The selected row's key, null while none is: then `hint` says what to click. */
  selected: string | null;
  hint: string;
};

const NO_TRUCKS: readonly never[] = [];
const BOX = { position: 'relative', height: 380, borderRadius: 8, overflow: 'hidden' } as const;
const HINT = {
  position: 'absolute',
  top: 8,
  left: 8,
  right: 56,
  padding: '4px 8px',
  background: 'rgba(255, 255, 255, 0.9)',
  borderRadius: 4,
} as const;
const ignore = () => undefined;

/** The portal's one map (basemap, tile choice, controls) without the live fleet, for a report's rows. */
export function ReportMap({ title, children, selected, hint }: ReportMapProps) {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Below the table (all of it on a phone): a row clicked brings the map into view.
    if (selected !== null) box.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [selected]);
  return (
    <Card size="small" title={title}>
      <div ref={box} style={BOX} data-testid="report-map">
        <MapView entries={NO_TRUCKS} selectedImei={null} flyTarget={null} onSelect={ignore} onMap={setMap} />
        {map ? children(map) : null}
        {selected === null ? (
          <Typography.Text type="secondary" style={HINT}>
            {hint}
          </Typography.Text>
        ) : null}
      </div>
    </Card>
  );
}

import { PointMap } from '../../components/map/PointMap';

export type DealerMapProps = { latitude: number; longitude: number; label: string };

/** A small map of one dealer's position. */
export function DealerMap({ latitude, longitude, label }: DealerMapProps) {
  return <PointMap point={{ latitude, longitude }} label={label} />;
}

import { markerScale, MARKER_SIZE_PX, type MapSettings } from '@armada/domain';
import type { DrawnIcon } from './markerDrawing';
import { ICON_BOX } from './markerDrawing';

/** What the truck layers show for a user's settings. */
export type MarkerStyle = {
  /** Truck or arrow images; null for the dot layers. */
  icon: DrawnIcon | null;
  /** The images' scale against size Normal. */
  iconSize: number;
  dotRadius: number;
  /** The ring round the selected truck, just outside its marker. */
  selectedRadius: number;
};

const DOT_RADIUS = 6;

export function markerStyle({
  marker_icon,
  marker_size,
}: Pick<MapSettings, 'marker_icon' | 'marker_size'>): MarkerStyle {
  const scale = markerScale(marker_size);
  const dotRadius = DOT_RADIUS * scale;
  if (marker_icon === 'Dot') return { icon: null, iconSize: scale, dotRadius, selectedRadius: dotRadius * 2 };
  const icon: DrawnIcon = marker_icon === 'Truck' ? 'truck' : 'arrow';
  const height = icon === 'truck' ? MARKER_SIZE_PX[marker_size].height : ICON_BOX.arrow.height * scale;
  return { icon, iconSize: scale, dotRadius, selectedRadius: Math.round(height / 2 + 3) };
}

import { useEffect, useRef } from 'react';
import type { MarkerIcon, MarkerSize, Movement } from '@armada/domain';
import { drawDot, drawMarker, ICON_BOX } from './markerDrawing';
import { markerStyle } from './markerStyle';

export type MarkerPreviewProps = {
  icon: MarkerIcon;
  size: MarkerSize;
  movement: Movement;
  abnormal?: boolean;
  label: string;
};

const RATIO = 2;

function boxOf(icon: MarkerIcon, size: MarkerSize): { width: number; height: number } {
  const style = markerStyle({ marker_icon: icon, marker_size: size });
  if (style.icon === null) return { width: 2 * (style.dotRadius + 3), height: 2 * (style.dotRadius + 3) };
  const box = ICON_BOX[style.icon];
  return { width: box.width * style.iconSize, height: box.height * style.iconSize };
}

/** A marker as the map draws it, for choosing an icon and size. */
export function MarkerPreview({ icon, size, movement, abnormal = false, label }: MarkerPreviewProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { width, height } = boxOf(icon, size);

  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (!ctx) return;
    const style = markerStyle({ marker_icon: icon, marker_size: size });
    ctx.setTransform(RATIO, 0, 0, RATIO, 0, 0);
    ctx.clearRect(0, 0, width, height);
    if (style.icon === null) drawDot(ctx, style.dotRadius, movement, abnormal);
    else {
      ctx.scale(style.iconSize, style.iconSize);
      drawMarker(ctx, { icon: style.icon, movement, abnormal });
    }
  }, [icon, size, movement, abnormal, width, height]);

  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      width={Math.ceil(width * RATIO)}
      height={Math.ceil(height * RATIO)}
      style={{ width, height, verticalAlign: 'middle' }}
    />
  );
}

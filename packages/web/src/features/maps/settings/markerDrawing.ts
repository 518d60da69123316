import { MARKER_SIZE_PX, type Movement } from '@armada/domain';
import { ABNORMAL_OUTLINE, MOVEMENT_COLORS, NORMAL_OUTLINE } from '../../fleet/movementStyle';

/** The icons drawn as images; 'Dot' is a circle layer and needs none. */
export type DrawnIcon = 'truck' | 'arrow';
export type MarkerLook = { icon: DrawnIcon; movement: Movement; abnormal: boolean };

/** Boxes at size Normal in CSS pixels, front at the top: the truck is the spec's 24 by 62. */
export const ICON_BOX: Readonly<Record<DrawnIcon, { width: number; height: number }>> = {
  truck: MARKER_SIZE_PX.Normal,
  arrow: { width: 24, height: 28 },
};

/** A colour mixed towards black (amount < 0) or white (amount > 0), as #rrggbb. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const target = amount < 0 ? 0 : 255;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(amount));
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(mix) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number[]): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

function outline(ctx: CanvasRenderingContext2D, abnormal: boolean): void {
  ctx.strokeStyle = abnormal ? ABNORMAL_OUTLINE : NORMAL_OUTLINE;
  ctx.lineWidth = abnormal ? 2.5 : 1.5;
  ctx.stroke();
}

/** A tractor unit and its box trailer seen from above, in the 24 x 62 box, heading up. */
function drawTruck(ctx: CanvasRenderingContext2D, color: string, abnormal: boolean): void {
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = 2;
  ctx.fillStyle = shade(color, -0.25);
  ctx.fillRect(1, 7, 22, 2.5); // mirrors
  roundRect(ctx, 2.5, 18, 19, 42.5, [1.5]);
  ctx.fillStyle = color;
  ctx.fill();
  outline(ctx, abnormal);
  roundRect(ctx, 4, 2, 16, 14, [5, 5, 1.5, 1.5]);
  ctx.fillStyle = shade(color, -0.2);
  ctx.fill();
  outline(ctx, abnormal);
  ctx.restore();
  roundRect(ctx, 6, 4.5, 12, 4, [2, 2, 0.5, 0.5]);
  ctx.fillStyle = 'rgba(20, 28, 36, 0.85)'; // windscreen
  ctx.fill();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)'; // roof ribs of the trailer
  ctx.lineWidth = 1;
  for (let y = 26; y < 58; y += 8) {
    ctx.beginPath();
    ctx.moveTo(5, y);
    ctx.lineTo(19, y);
    ctx.stroke();
  }
}

/** A navigation arrow in the 24 x 28 box, pointing up. */
function drawArrow(ctx: CanvasRenderingContext2D, color: string, abnormal: boolean): void {
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = 2;
  ctx.beginPath();
  ctx.moveTo(12, 2);
  ctx.lineTo(21.5, 25.5);
  ctx.lineTo(12, 20);
  ctx.lineTo(2.5, 25.5);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineJoin = 'round';
  outline(ctx, abnormal);
  ctx.restore();
}

/** Draws a marker into a context already scaled to CSS pixels of its ICON_BOX. */
export function drawMarker(ctx: CanvasRenderingContext2D, { icon, movement, abnormal }: MarkerLook): void {
  const color = MOVEMENT_COLORS[movement];
  if (icon === 'truck') drawTruck(ctx, color, abnormal);
  else drawArrow(ctx, color, abnormal);
}

/** The 'Dot' marker as the circle layer draws it, centred in a square of side 2 * (radius + 3). */
export function drawDot(ctx: CanvasRenderingContext2D, radius: number, movement: Movement, abnormal: boolean): void {
  const middle = radius + 3;
  ctx.beginPath();
  ctx.arc(middle, middle, radius, 0, Math.PI * 2);
  ctx.fillStyle = MOVEMENT_COLORS[movement];
  ctx.fill();
  outline(ctx, abnormal);
}

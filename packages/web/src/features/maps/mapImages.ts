import type { Map as MapLibreMap } from 'maplibre-gl';

export const ARROW_IMAGE = 'truck-arrow';
export const CLUSTER_IMAGE_PREFIX = 'cluster-';
const RATIO = 2;

function canvas(size: number): [HTMLCanvasElement, CanvasRenderingContext2D] | null {
  const element = document.createElement('canvas');
  element.width = size * RATIO;
  element.height = size * RATIO;
  const context = element.getContext('2d');
  if (!context) return null;
  context.scale(RATIO, RATIO);
  return [element, context];
}

function add(map: MapLibreMap, id: string, element: HTMLCanvasElement, size: number): void {
  const { data } = element.getContext('2d')?.getImageData(0, 0, size * RATIO, size * RATIO) ?? {};
  if (data && !map.hasImage(id)) {
    map.addImage(id, { width: size * RATIO, height: size * RATIO, data }, { pixelRatio: RATIO });
  }
}

/** A small arrow at the top of a 28 px square, so rotated about the centre it points outside the truck's dot. */
export function addArrowImage(map: MapLibreMap): void {
  const size = 28;
  const drawn = canvas(size);
  if (!drawn) return;
  const [element, ctx] = drawn;
  ctx.fillStyle = '#1f2933';
  ctx.beginPath();
  ctx.moveTo(14, 1);
  ctx.lineTo(19, 8);
  ctx.lineTo(9, 8);
  ctx.closePath();
  ctx.fill();
  add(map, ARROW_IMAGE, element, size);
}

/**
 * Cluster badges are drawn on demand (styleimagemissing) with the count in them: the map needs no
 * glyph server, so it stays readable offline.
 */
export function addClusterImage(map: MapLibreMap, id: string): void {
  const label = id.slice(CLUSTER_IMAGE_PREFIX.length);
  const size = Math.max(30, 18 + label.length * 8);
  const drawn = canvas(size);
  if (!drawn) return;
  const [element, ctx] = drawn;
  ctx.fillStyle = 'rgba(22, 119, 255, 0.25)';
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#1677ff';
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2 - 4, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 12px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, size / 2, size / 2 + 0.5);
  add(map, id, element, size);
}

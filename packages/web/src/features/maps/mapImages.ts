import type { Map as MapLibreMap } from 'maplibre-gl';
import { MOVEMENTS, type Movement } from '@armada/domain';
import { drawMarker, ICON_BOX, type DrawnIcon, type MarkerLook } from './settings/markerDrawing';

export const ARROW_IMAGE = 'truck-arrow';
export const CLUSTER_IMAGE_PREFIX = 'cluster-';
export const MARKER_IMAGE_PREFIX = 'marker-';
const RATIO = 2;
/** Markers are drawn once at size Normal and scaled by the layer: three times over stays sharp at Large. */
const MARKER_RATIO = 3;

function canvas(width: number, height = width, ratio = RATIO): [HTMLCanvasElement, CanvasRenderingContext2D] | null {
  const element = document.createElement('canvas');
  element.width = Math.ceil(width * ratio);
  element.height = Math.ceil(height * ratio);
  const context = element.getContext('2d');
  if (!context) return null;
  context.scale(ratio, ratio);
  return [element, context];
}

function add(map: MapLibreMap, id: string, element: HTMLCanvasElement, ratio = RATIO): void {
  const { width, height } = element;
  const { data } = element.getContext('2d')?.getImageData(0, 0, width, height) ?? {};
  if (data && !map.hasImage(id)) map.addImage(id, { width, height, data }, { pixelRatio: ratio });
}

/** 'marker-truck-moving-1': the image of a truck or arrow in a movement's colour, 1 when abnormal. */
export const markerImageId = ({ icon, movement, abnormal }: MarkerLook) =>
  `${MARKER_IMAGE_PREFIX}${icon}-${movement}-${abnormal ? 1 : 0}`;

function lookOf(id: string): MarkerLook | null {
  const [icon, movement, abnormal] = id.slice(MARKER_IMAGE_PREFIX.length).split('-');
  if ((icon !== 'truck' && icon !== 'arrow') || !MOVEMENTS.includes(movement as Movement)) return null;
  return { icon: icon as DrawnIcon, movement: movement as Movement, abnormal: abnormal === '1' };
}

/** Drawn on demand (styleimagemissing): only the colours and icons in use are ever made. */
export function addMarkerImage(map: MapLibreMap, id: string): void {
  const look = lookOf(id);
  if (!look) return;
  const box = ICON_BOX[look.icon];
  const drawn = canvas(box.width, box.height, MARKER_RATIO);
  if (!drawn) return;
  drawMarker(drawn[1], look);
  add(map, id, drawn[0], MARKER_RATIO);
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
  add(map, ARROW_IMAGE, element);
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
  add(map, id, element);
}

import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * Images of the layers overlay, drawn on canvases: the map has no glyph server (it stays readable
 * offline), so names are images too, drawn when a layer first asks for one (styleimagemissing).
 */
export const LABEL_PREFIX = 'maplayers-label:';
export const BADGE_PREFIX = 'maplayers-badge:';
export const STATION_IMAGES = { 0: 'maplayers-station-public', 1: 'maplayers-station-private' } as const;
export const POOL_COLOR = '#d46b08';
export const STATION_COLORS = { 0: '#cf1322', 1: '#08979c' } as const;
const RATIO = 2;
const FONT = '600 11px sans-serif';
const LINE = 14;

function canvas(width: number, height: number): CanvasRenderingContext2D | null {
  const element = document.createElement('canvas');
  element.width = Math.ceil(width * RATIO);
  element.height = Math.ceil(height * RATIO);
  const context = element.getContext('2d');
  context?.scale(RATIO, RATIO);
  return context;
}

function addImage(map: MapLibreMap, id: string, ctx: CanvasRenderingContext2D): void {
  const { width, height } = ctx.canvas;
  if (map.hasImage(id)) return;
  map.addImage(id, { width, height, data: ctx.getImageData(0, 0, width, height).data }, { pixelRatio: RATIO });
}

/** Label ids are '<prefix><colour>|<text>': text lines on a white tag with a coloured edge. */
function drawLabel(map: MapLibreMap, id: string): void {
  const [color = '#595959', ...rest] = id.slice(LABEL_PREFIX.length).split('|');
  const lines = rest.join('|').split('\n');
  const probe = canvas(1, 1);
  if (!probe) return;
  probe.font = FONT;
  const width = Math.ceil(Math.max(...lines.map((l) => probe.measureText(l).width))) + 12;
  const height = lines.length * LINE + 6;
  const ctx = canvas(width, height);
  if (!ctx) return;
  ctx.fillStyle = 'rgba(255,255,255,0.92)';
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(0.5, 0.5, width - 1, height - 1, 4);
  ctx.fill();
  ctx.stroke();
  ctx.font = FONT;
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => {
    ctx.fillStyle = i === 0 ? '#1f1f1f' : '#595959';
    ctx.fillText(line, 6, 3 + LINE * i + LINE / 2);
  });
  addImage(map, id, ctx);
}

/** The number of vehicles in a pool, on a round badge in the pools' colour. */
function drawBadge(map: MapLibreMap, id: string): void {
  const text = id.slice(BADGE_PREFIX.length);
  const size = Math.max(24, 14 + text.length * 7);
  const ctx = canvas(size, size);
  if (!ctx) return;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = POOL_COLOR;
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2 - 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 12px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, size / 2, size / 2 + 0.5);
  addImage(map, id, ctx);
}

/** A fuel pump on a rounded square: red for public stations, teal for an organisation's own tank. */
function drawStation(map: MapLibreMap, type: 0 | 1): void {
  const size = 22;
  const ctx = canvas(size, size);
  if (!ctx) return;
  ctx.fillStyle = STATION_COLORS[type];
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.roundRect(1, 1, size - 2, size - 2, 5);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(6, 5, 7, 12); // pump body
  ctx.fillStyle = STATION_COLORS[type];
  ctx.fillRect(7.5, 6.5, 4, 3); // its window
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.3;
  ctx.beginPath(); // the hose and nozzle
  ctx.moveTo(13, 8);
  ctx.lineTo(16, 10);
  ctx.lineTo(16, 15);
  ctx.stroke();
  addImage(map, STATION_IMAGES[type], ctx);
}

export function addStationImages(map: MapLibreMap): void {
  drawStation(map, 0);
  drawStation(map, 1);
}

/** Draws a label or badge the first time a layer asks for it; returns the unbinding. */
export function bindLayerImages(map: MapLibreMap): () => void {
  const onMissing = ({ id }: { id: string }) => {
    if (id.startsWith(LABEL_PREFIX)) drawLabel(map, id);
    else if (id.startsWith(BADGE_PREFIX)) drawBadge(map, id);
  };
  map.on('styleimagemissing', onMissing);
  return () => map.off('styleimagemissing', onMissing);
}

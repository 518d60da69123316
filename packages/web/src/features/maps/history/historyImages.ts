import type { Map as MapLibreMap } from 'maplibre-gl';

export const PLAYBACK_TRUCK_IMAGE = 'history-truck';
export const STOP_IMAGE = { parked: 'history-stop-parked', idling: 'history-stop-idling' } as const;
export const EVENT_IMAGE = 'history-event';

const RATIO = 2;

/** Draws on a square canvas and registers it as a map image (no glyph server: text is drawn here too). */
function addDrawn(map: MapLibreMap, id: string, size: number, draw: (ctx: CanvasRenderingContext2D) => void): void {
  if (map.hasImage(id)) return;
  const element = document.createElement('canvas');
  element.width = size * RATIO;
  element.height = size * RATIO;
  const ctx = element.getContext('2d');
  if (!ctx) return;
  ctx.scale(RATIO, RATIO);
  draw(ctx);
  const { data } = ctx.getImageData(0, 0, size * RATIO, size * RATIO);
  map.addImage(id, { width: size * RATIO, height: size * RATIO, data }, { pixelRatio: RATIO });
}

function disc(ctx: CanvasRenderingContext2D, size: number, fill: string): void {
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2 - 1, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2 - 3, 0, Math.PI * 2);
  ctx.fill();
}

function letter(ctx: CanvasRenderingContext2D, size: number, text: string): void {
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.round(size * 0.5)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, size / 2, size / 2 + 1);
}

/** The replayed truck: a dark-blue disc with a white arrow pointing north, rotated by its heading. */
function drawTruck(ctx: CanvasRenderingContext2D): void {
  const size = 34;
  disc(ctx, size, '#0b3d91');
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(17, 7);
  ctx.lineTo(25, 25);
  ctx.lineTo(17, 20);
  ctx.lineTo(9, 25);
  ctx.closePath();
  ctx.fill();
}

export function addHistoryImages(map: MapLibreMap): void {
  addDrawn(map, PLAYBACK_TRUCK_IMAGE, 34, drawTruck);
  addDrawn(map, STOP_IMAGE.parked, 22, (ctx) => {
    disc(ctx, 22, '#1668dc');
    letter(ctx, 22, 'P');
  });
  // Idling: the engine runs while the truck waits, drawn as a pause sign.
  addDrawn(map, STOP_IMAGE.idling, 22, (ctx) => {
    disc(ctx, 22, '#d48806');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(7, 6, 3, 10);
    ctx.fillRect(12, 6, 3, 10);
  });
  addDrawn(map, EVENT_IMAGE, 20, (ctx) => {
    disc(ctx, 20, '#cf1322');
    letter(ctx, 20, '!');
  });
}

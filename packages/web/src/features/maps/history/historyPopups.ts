import maplibregl, { type Map as MapLibreMap, type MapLayerMouseEvent } from 'maplibre-gl';
import type { TFunction } from 'i18next';
import type { HistoryResult } from '@armada/domain';
import { formatDateTime, formatSpanEnd } from '../../../components/formatDate';
import { durationText } from '../../../components/formatDuration';
import { MARK_LAYERS } from './historyLayers';
import { eventTitle, stopTitle, type Mark } from './historyMarks';

function content(title: string, lines: readonly string[]): HTMLElement {
  const root = document.createElement('div');
  root.className = 'history-popup';
  const heading = document.createElement('strong');
  heading.textContent = title;
  root.append(heading, ...lines.map((text) => Object.assign(document.createElement('div'), { textContent: text })));
  return root;
}

function describe(t: TFunction, result: HistoryResult, mark: Mark): HTMLElement | null {
  if (mark.kind === 'stop') {
    const stop = result.stops[mark.index];
    if (!stop) return null;
    return content(stopTitle(t, stop), [
      t('popup.from_to', { from: formatDateTime(stop.start), to: formatSpanEnd(stop.start, stop.end) }),
      t('popup.duration', { duration: durationText(t, stop.duration) }),
    ]);
  }
  const event = result.events[mark.index];
  if (!event) return null;
  const { speed, duration_s: seconds } = event.data;
  return content(eventTitle(t, event), [
    formatDateTime(event.time),
    ...(typeof seconds === 'number' ? [t('popup.duration', { duration: durationText(t, seconds) })] : []),
    ...(typeof speed === 'number' ? [t('popup.speed', { speed: Math.round(speed) })] : []),
  ]);
}

export type MarkPopups = {
  /** Opens the popup of a stop or event at a place (a pick in the panel's lists). */
  show: (mark: Mark, lngLat: [number, number]) => void;
  unbind: () => void;
};

/** A popup for the clicked stop or event, or for the one picked in the panel. */
export function bindMarkPopups(map: MapLibreMap, resultOf: () => HistoryResult | null, t: TFunction): MarkPopups {
  const popup = new maplibregl.Popup({ closeButton: true, offset: 12, maxWidth: '260px' });
  const show = (mark: Mark, lngLat: [number, number]) => {
    const result = resultOf();
    const element = result ? describe(t, result, mark) : null;
    if (element) popup.setLngLat(lngLat).setDOMContent(element).addTo(map);
  };
  const onClick = (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature || feature.geometry.type !== 'Point') return;
    show(feature.properties as Mark, feature.geometry.coordinates as [number, number]);
  };
  const pointer = () => (map.getCanvas().style.cursor = 'pointer');
  const plain = () => (map.getCanvas().style.cursor = '');
  for (const layer of MARK_LAYERS) {
    map.on('click', layer, onClick);
    map.on('mouseenter', layer, pointer);
    map.on('mouseleave', layer, plain);
  }
  const unbind = () => {
    popup.remove();
    for (const layer of MARK_LAYERS) {
      map.off('click', layer, onClick);
      map.off('mouseenter', layer, pointer);
      map.off('mouseleave', layer, plain);
    }
  };
  return { show, unbind };
}

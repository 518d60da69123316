import maplibregl, { type Map as MapLibreMap, type MapLayerMouseEvent } from 'maplibre-gl';
import type { TFunction } from 'i18next';
import type { HistoryResult } from '@armada/domain';
import { formatDateTime } from '../../../components/formatDate';
import { durationText } from '../../../components/formatDuration';
import { MARK_LAYERS, type MarkProperties } from './historyLayers';

function content(title: string, lines: readonly string[]): HTMLElement {
  const root = document.createElement('div');
  root.className = 'history-popup';
  const heading = document.createElement('strong');
  heading.textContent = title;
  root.append(heading, ...lines.map((text) => Object.assign(document.createElement('div'), { textContent: text })));
  return root;
}

function describe(t: TFunction, result: HistoryResult, mark: MarkProperties): HTMLElement | null {
  if (mark.kind === 'stop') {
    const stop = result.stops[mark.index];
    if (!stop) return null;
    return content(t(`stop.${stop.kind}`), [
      t('popup.from_to', { from: formatDateTime(stop.start), to: formatDateTime(stop.end) }),
      t('popup.duration', { duration: durationText(t, stop.duration) }),
    ]);
  }
  const event = result.events[mark.index];
  if (!event) return null;
  const speed = typeof event.data.speed === 'number' ? [t('popup.speed', { speed: Math.round(event.data.speed) })] : [];
  return content(t(`event_type.${event.type}`, { defaultValue: event.type_name }), [
    formatDateTime(event.time),
    ...speed,
  ]);
}

/** A popup for the clicked stop or event; returns the function that unbinds it. */
export function bindMarkPopups(map: MapLibreMap, resultOf: () => HistoryResult | null, t: TFunction): () => void {
  const popup = new maplibregl.Popup({ closeButton: true, offset: 12, maxWidth: '260px' });
  const onClick = (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    const result = resultOf();
    if (!feature || !result || feature.geometry.type !== 'Point') return;
    const element = describe(t, result, feature.properties as MarkProperties);
    if (element)
      popup
        .setLngLat(feature.geometry.coordinates as [number, number])
        .setDOMContent(element)
        .addTo(map);
  };
  const pointer = () => (map.getCanvas().style.cursor = 'pointer');
  const plain = () => (map.getCanvas().style.cursor = '');
  for (const layer of MARK_LAYERS) {
    map.on('click', layer, onClick);
    map.on('mouseenter', layer, pointer);
    map.on('mouseleave', layer, plain);
  }
  return () => {
    popup.remove();
    for (const layer of MARK_LAYERS) {
      map.off('click', layer, onClick);
      map.off('mouseenter', layer, pointer);
      map.off('mouseleave', layer, plain);
    }
  };
}

import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryResult } from '@armada/domain';
import { formatDateTime, formatSpanEnd } from '../../../components/formatDate';
import { durationText } from '../../../components/formatDuration';
import { eventTitle, stopTitle } from './historyMarks';
import { historyStore, useHistorySelector } from './historyStore';
import { MomentList, type Moment } from './MomentList';

const eventDuration = (data: Record<string, unknown>): number | null =>
  typeof data.duration_s === 'number' ? data.duration_s : null;

export type HistoryMomentsProps = {
  result: HistoryResult;
  /** Beside the tabs (the export menu). */
  extra?: ReactNode;
};

/** The track's stops and events as rows: kind, time, duration and address; a pick jumps the player and the map there. */
export function HistoryMoments({ result, extra }: HistoryMomentsProps) {
  const { t } = useTranslation('history');
  const focus = useHistorySelector((state) => state.focus);
  const stops = result.stops.map((stop, index): Moment => ({
    mark: { kind: 'stop', index },
    title: stopTitle(t, stop),
    when: t('popup.from_to', { from: formatDateTime(stop.start), to: formatSpanEnd(stop.start, stop.end) }),
    duration: durationText(t, stop.duration),
    lat: stop.lat,
    lng: stop.lng,
  }));
  const events = result.events.map((event, index): Moment => {
    const seconds = eventDuration(event.data);
    return {
      mark: { kind: 'event', index },
      title: eventTitle(t, event),
      when: formatDateTime(event.time),
      duration: seconds === null ? null : durationText(t, seconds),
      lat: event.lat,
      lng: event.lng,
    };
  });
  const items = [
    { key: 'stop', label: t('moments.stops', { count: stops.length }), moments: stops, empty: t('moments.no_stops') },
    {
      key: 'event',
      label: t('moments.events', { count: events.length }),
      moments: events,
      empty: t('moments.no_events'),
    },
  ].map(({ key, label, moments, empty }) => ({
    key,
    label,
    children: <MomentList moments={moments} empty={empty} focus={focus} onPick={historyStore.jumpTo} />,
  }));
  return <Tabs size="small" items={items} tabBarExtraContent={extra} />;
}

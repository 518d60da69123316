import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { type HistoryResult } from '@armada/domain';
import { durationText } from '../../../components/formatDuration';
import { kilometres } from '../../../components/formatNumber';

/** Distance, top speed, time driving, stops and events of the track shown. */
export function HistorySummary({ result }: { result: HistoryResult }) {
  const { t } = useTranslation('history');
  const { summary } = result;
  const items = [
    { key: 'distance', label: t('summary.distance'), children: kilometres(summary.distance_km) },
    { key: 'max_speed', label: t('summary.max_speed'), children: t('summary.kmh', { speed: summary.max_speed }) },
    { key: 'driving', label: t('summary.driving'), children: durationText(t, summary.driving_seconds) },
    { key: 'stops', label: t('summary.stops'), children: summary.stop_count },
    { key: 'events', label: t('summary.events'), children: result.events.length },
    { key: 'positions', label: t('summary.positions'), children: summary.total_positions },
  ];
  return <Descriptions size="small" column={2} items={items} />;
}

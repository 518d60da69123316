import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { historyErrorText, useHistory } from './historyApi';
import { HistoryExport } from './HistoryExport';
import { HistoryMoments } from './HistoryMoments';
import { HistorySummary } from './HistorySummary';
import { historyStore, useHistorySelector } from './historyStore';
import { PeriodPicker } from './PeriodPicker';
import { eventPeriod, presetPeriod, type Period, type PeriodPreset } from './periods';
import type { EventMoment } from '../search/urlFocus';
import { PlaybackControls } from './PlaybackControls';

/**
 * The period asked for: a preset is taken at the moment it is chosen, so 'today' does not creep; an
 * event's history opens on the event with half an hour either side.
 */
function usePeriod(event: EventMoment | null) {
  const [preset, setPreset] = useState<PeriodPreset>(event ? 'custom' : 'last24h');
  const [period, setPeriod] = useState<Period | null>(() =>
    event ? eventPeriod(event, new Date()) : presetPeriod('last24h', new Date()),
  );
  const choose = (next: PeriodPreset) => {
    setPreset(next);
    setPeriod(next === 'custom' ? null : presetPeriod(next, new Date()));
  };
  return { preset, period, choose, setPeriod };
}

/** The open history: period, loading and errors, the player and the summary. */
export function HistoryCard({ imei }: { imei: string }) {
  const { t } = useTranslation('history');
  const event = useHistorySelector((state) => state.event);
  const { preset, period, choose, setPeriod } = usePeriod(event);
  const history = useHistory(imei, period);
  const result = useHistorySelector((state) => state.result);

  useEffect(() => {
    if (history.data) historyStore.load(history.data);
  }, [history.data]);

  const empty = result !== null && result.positions.length === 0;
  return (
    <Card
      size="small"
      title={t('title')}
      extra={
        <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('close')} onClick={historyStore.close}>
          {t('close')}
        </Button>
      }
    >
      <Flex vertical gap={10}>
        <PeriodPicker
          preset={preset}
          custom={preset === 'custom' ? period : null}
          onPreset={choose}
          onCustom={setPeriod}
        />
        {history.isFetching ? <Spin size="small" description={t('loading')} /> : null}
        {history.error ? <Alert type="error" showIcon title={historyErrorText(t, history.error)} /> : null}
        {empty ? <Typography.Text type="secondary">{t('empty')}</Typography.Text> : null}
        {result && !empty ? <PlaybackControls /> : null}
        {result && !empty ? <HistorySummary result={result} /> : null}
        {result && !empty ? <HistoryMoments result={result} extra={<HistoryExport result={result} />} /> : null}
      </Flex>
    </Card>
  );
}

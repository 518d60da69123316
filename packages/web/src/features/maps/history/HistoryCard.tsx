import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { CloseOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/useWindowWidth';
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

/** Back to live, and on phones the switch between the player alone (the map in view) and the whole panel. */
function CardActions({ mobile, expanded }: { mobile: boolean; expanded: boolean }) {
  const { t } = useTranslation('history');
  return (
    <Flex gap={4}>
      {mobile ? (
        <Button
          size="small"
          type="text"
          icon={expanded ? <DownOutlined /> : <UpOutlined />}
          aria-expanded={expanded}
          onClick={() => historyStore.setExpanded(!expanded)}
        >
          {expanded ? t('sheet.minimise') : t('sheet.expand')}
        </Button>
      ) : null}
      <Button size="small" type="text" icon={<CloseOutlined />} onClick={historyStore.close}>
        {t('close')}
      </Button>
    </Flex>
  );
}

/**
 * The open history: period, loading and errors, the player, the summary, the stops and events and
 * the export. On phones it opens with the player alone, so the route stays in view above it.
 */
export function HistoryCard({ imei }: { imei: string }) {
  const { t } = useTranslation('history');
  const mobile = useIsMobile();
  const expanded = useHistorySelector((state) => state.expanded);
  const full = !mobile || expanded;
  const event = useHistorySelector((state) => state.event);
  const { preset, period, choose, setPeriod } = usePeriod(event);
  const history = useHistory(imei, period);
  const result = useHistorySelector((state) => state.result);

  useEffect(() => {
    if (history.data) historyStore.load(history.data);
  }, [history.data]);

  const empty = result !== null && result.positions.length === 0;
  return (
    <Card size="small" title={t('title')} extra={<CardActions mobile={mobile} expanded={expanded} />}>
      <Flex vertical gap={10}>
        {full ? (
          <PeriodPicker
            preset={preset}
            custom={preset === 'custom' ? period : null}
            onPreset={choose}
            onCustom={setPeriod}
          />
        ) : null}
        {history.isFetching ? <Spin size="small" description={t('loading')} /> : null}
        {history.error ? <Alert type="error" showIcon title={historyErrorText(t, history.error)} /> : null}
        {empty ? <Typography.Text type="secondary">{t('empty')}</Typography.Text> : null}
        {result && !empty ? <PlaybackControls /> : null}
        {full && result && !empty ? <HistorySummary result={result} /> : null}
        {full && result && !empty ? <HistoryMoments result={result} extra={<HistoryExport result={result} />} /> : null}
      </Flex>
    </Card>
  );
}

import { dateTimePattern, inDisplayZone } from '../../../components/formatDate';
import { Button, Flex, Select, Slider, Tag, Typography } from 'antd';
import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { historyStore, useHistoryState } from './historyStore';
import { durationText } from '../../../components/formatDuration';
import { PLAYBACK_SPEEDS, sampleAt, speedRatio } from './playback';

export const PLAYER_TEST_IDS = { time: 'history-player-time', speed: 'history-player-speed' } as const;

/** Play, pause, speed, a scrubber over the period of the track, the replayed time and the truck's speed. */
export function PlaybackControls() {
  const { t } = useTranslation('history');
  const { samples, cursor, playing, speed } = useHistoryState();
  const first = samples[0]?.t ?? 0;
  const last = samples[samples.length - 1]?.t ?? 0;
  const sample = sampleAt(samples, cursor);
  // Labelled by what they do: "60×", and in the list how much track a second of play shows.
  const speeds = PLAYBACK_SPEEDS.map((s) => ({
    value: s,
    label: t('player.speed_option', { ratio: speedRatio(s), track: durationText(t, speedRatio(s)) }),
  }));
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center">
        <Button
          type="primary"
          size="small"
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          aria-label={playing ? t('player.pause') : t('player.play')}
          onClick={() => (playing ? historyStore.pause() : historyStore.play())}
          disabled={samples.length < 2}
        >
          {playing ? t('player.pause') : t('player.play')}
        </Button>
        <Select
          size="small"
          aria-label={t('player.speed')}
          style={{ width: 84 }}
          popupMatchSelectWidth={false}
          options={speeds}
          labelRender={({ value }) => t('player.speed_short', { ratio: speedRatio(Number(value)) })}
          value={speed}
          onChange={historyStore.setSpeed}
        />
        <Typography.Text strong data-testid={PLAYER_TEST_IDS.time}>
          {samples.length > 0 ? inDisplayZone(cursor).format(dateTimePattern(true)) : '-'}
        </Typography.Text>
      </Flex>
      <Slider
        min={first}
        max={Math.max(first + 1, last)}
        step={1000}
        value={cursor}
        disabled={samples.length < 2}
        tooltip={{
          formatter: (value) => (value === undefined ? null : inDisplayZone(value).format(dateTimePattern(true))),
        }}
        onChange={historyStore.seek}
        aria-label={t('player.scrubber')}
      />
      <Flex gap={8} align="center">
        <Typography.Text type="secondary" data-testid={PLAYER_TEST_IDS.speed}>
          {t('player.vehicle_speed', { speed: sample?.speed ?? 0 })}
        </Typography.Text>
        {sample?.ign === 0 ? <Tag>{t('player.ignition_off')}</Tag> : null}
      </Flex>
    </Flex>
  );
}

import { dateTimePattern, fromPickerTime, toPickerTime } from '../../../components/formatDate';
import { DatePicker, Flex, Segmented, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HISTORY_MAX_DAYS } from '@armada/domain';
import { PERIOD_PRESETS, periodProblem, type Period, type PeriodPreset } from './periods';

export type PeriodPickerProps = {
  preset: PeriodPreset;
  custom: Period | null;
  onPreset: (preset: PeriodPreset) => void;
  onCustom: (period: Period | null) => void;
};

const SHOW_TIME = { format: 'HH:mm' } as const;

/** Presets (today, yesterday, last 24 h) or a custom range of at most HISTORY_MAX_DAYS days. */
export function PeriodPicker({ preset, custom, onPreset, onCustom }: PeriodPickerProps) {
  const { t } = useTranslation('history');
  const problem = custom ? periodProblem(custom) : null;
  const value: [Dayjs, Dayjs] | null = custom ? [toPickerTime(custom.start), toPickerTime(custom.end)] : null;
  return (
    <Flex vertical gap={6}>
      <Segmented
        block
        size="small"
        aria-label={t('period.label')}
        options={PERIOD_PRESETS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
        value={preset}
        onChange={onPreset}
      />
      {preset === 'custom' ? (
        <DatePicker.RangePicker
          size="small"
          showTime={SHOW_TIME}
          format={dateTimePattern()}
          value={value}
          disabledDate={(day) => day.isAfter(toPickerTime(Date.now()).endOf('day'))}
          onChange={(range) => {
            const [start, end] = range ?? [];
            onCustom(start && end ? { start: fromPickerTime(start), end: fromPickerTime(end) } : null);
          }}
        />
      ) : null}
      {problem ? (
        <Typography.Text type="danger">{t(`period.problem_${problem}`, { days: HISTORY_MAX_DAYS })}</Typography.Text>
      ) : null}
    </Flex>
  );
}

import { datePattern, monthPattern } from '../../../components/formatDate';
import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DAY, quickRange, type DayPeriod, type QuickRange } from './reportPeriod';

export type ReportPeriodPickerProps = {
  value: Partial<DayPeriod>;
  onChange: (period: Partial<DayPeriod>) => void;
  ranges: readonly QuickRange[];
  /** Whole months (the monthly summary) rather than days. */
  monthly: boolean;
};

const RANGE_STYLE = { minWidth: 150, flex: '0 1 170px' } as const;
const DATES_STYLE = { minWidth: 240, flex: '1 1 240px' } as const;

const dayOf = (text: string | undefined): Dayjs | null => (text ? dayjs(text) : null);

/** A month picked ends with its last day, or today for the current month. */
function lastDay(to: Dayjs | null, monthly: boolean, today: Dayjs): string | undefined {
  const end = monthly ? to?.endOf('month') : to;
  return (end?.isAfter(today) ? today : end)?.format(DAY);
}

/** A quick range (today, last 7 days, ...) or any days, the last one included; no day after today. */
export function ReportPeriodPicker({ value, onChange, ranges, monthly }: ReportPeriodPickerProps) {
  const { t } = useTranslation('reports');
  const today = dayjs();
  const matching = ranges.find((range) => {
    const period = quickRange(range, today);
    return period.from === value.from && period.to === value.to;
  });
  const pick = (range: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = range ?? [null, null];
    onChange({ from: (monthly ? from?.startOf('month') : from)?.format(DAY), to: lastDay(to, monthly, today) });
  };
  return (
    <>
      <Select<QuickRange>
        aria-label={t('shell.quick_range')}
        placeholder={t('shell.custom_range')}
        style={RANGE_STYLE}
        value={matching}
        options={ranges.map((range) => ({ value: range, label: t(`range.${range}`) }))}
        onChange={(range) => onChange(quickRange(range, dayjs()))}
        popupMatchSelectWidth={false}
      />
      <DatePicker.RangePicker
        aria-label={t('shell.period')}
        picker={monthly ? 'month' : 'date'}
        format={monthly ? monthPattern() : datePattern()}
        value={[dayOf(value.from), dayOf(value.to)]}
        disabledDate={(day) => day.isAfter(today, 'day')}
        onChange={pick}
        allowClear={false}
        style={DATES_STYLE}
      />
    </>
  );
}

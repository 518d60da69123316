import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CONTEST_MAX_DAYS } from '@armada/domain';
import { useAreas, type ContestFilter } from './contestApi';

const DAY = 'YYYY-MM-DD';

export type ContestFiltersProps = {
  filter: ContestFilter;
  onChange: (filter: ContestFilter) => void;
  /** The driver user is ranked in its own fleet: no area to pick. */
  withArea: boolean;
};

/** The area and the period of every contest call. */
export function ContestFilters({ filter, onChange, withArea }: ContestFiltersProps) {
  const { t } = useTranslation('driverContest');
  const areas = useAreas();
  return (
    <Space wrap>
      {withArea && (
        <Select
          aria-label={t('filter.area')}
          placeholder={t('filter.all_areas')}
          allowClear
          style={{ minWidth: 200 }}
          value={filter.area_id}
          loading={areas.isLoading}
          options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.area_name }))}
          onChange={(area_id?: number) => onChange({ ...filter, area_id })}
        />
      )}
      <span data-testid="contest-period">
        <DatePicker.RangePicker
          aria-label={t('filter.period')}
          allowClear={false}
          value={[dayjs(filter.from, DAY), dayjs(filter.to, DAY)]}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(range) => {
            const [from, to] = range ?? [];
            if (!from || !to) return;
            const start = to.diff(from, 'day') >= CONTEST_MAX_DAYS ? to.subtract(CONTEST_MAX_DAYS - 1, 'day') : from;
            onChange({ ...filter, from: start.format(DAY), to: to.format(DAY) });
          }}
        />
      </span>
    </Space>
  );
}

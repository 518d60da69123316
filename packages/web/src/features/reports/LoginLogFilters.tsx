import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../components/data-table/SearchInput';
import type { TableControls } from '../../components/data-table/useTableQuery';
import { LOGIN_STATUSES } from './loginStatus';
import type { LoginLogFilter, LoginLogSort } from './reportsApi';

const DAY = 'YYYY-MM-DD';

export type LoginLogFiltersProps = { controls: TableControls<LoginLogFilter, LoginLogSort> };

function dayOf(text: string | undefined): Dayjs | null {
  const date = text ? dayjs(text, DAY) : null;
  return date?.isValid() ? date : null;
}

export function LoginLogFilters({ controls }: LoginLogFiltersProps) {
  const { t } = useTranslation('reports');
  const { filters } = controls.state;
  const statusOptions = LOGIN_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }));

  return (
    <>
      <SearchInput
        value={filters.username ?? ''}
        placeholder={t('login_logs.filters.username')}
        onSearch={(username) => controls.setFilters({ username })}
      />
      <Select
        aria-label={t('login_logs.filters.status')}
        placeholder={t('login_logs.filters.status')}
        value={filters.status}
        options={statusOptions}
        allowClear
        popupMatchSelectWidth={false}
        onChange={(status: string | undefined) => controls.setFilters({ status })}
        style={{ minWidth: 180 }}
      />
      <DatePicker.RangePicker
        aria-label={t('login_logs.filters.dates')}
        value={[dayOf(filters.start_date), dayOf(filters.end_date)]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          controls.setFilters({ start_date: range?.[0]?.format(DAY), end_date: range?.[1]?.format(DAY) })
        }
        style={{ maxWidth: '100%' }}
      />
    </>
  );
}

import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVehicleGroups } from '../../../api/vehicleGroups';

export type ReportGroupSelectProps = { value: number | undefined; onChange: (groupId: number | undefined) => void };

const STYLE = { minWidth: 220, flex: '1 1 220px' } as const;

/** One of the caller's vehicle groups, searched by name. */
export function ReportGroupSelect({ value, onChange }: ReportGroupSelectProps) {
  const { t } = useTranslation('reports');
  const groups = useVehicleGroups(true);
  const options = (groups.data?.data ?? []).map((group) => ({ value: group.id, label: group.name }));
  return (
    <Select<number>
      aria-label={t('shell.group')}
      placeholder={t('shell.group_placeholder')}
      style={STYLE}
      value={value}
      options={options}
      loading={groups.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}

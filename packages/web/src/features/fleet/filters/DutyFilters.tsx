import { Checkbox, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { JOB_ORDER_STATUSES, setMutedAlerts, toggleCheck, type MapFilterState } from '@armada/domain';
import type { FilterUpdate } from './filterUpdate';
import { CheckSection } from './CheckSection';
import type { FleetFlagsState } from './useFleetFlags';

export type DutyFiltersProps = { filters: MapFilterState; onChange: FilterUpdate; fleetFlags: FleetFlagsState };

/** Muted alerts, job order status (with the server's counts) and the vehicle-group selector. */
export function DutyFilters({ filters, onChange, fleetFlags }: DutyFiltersProps) {
  const { t } = useTranslation('jobOrders');
  const { dutyCounts, groups, groupId, setGroupId } = fleetFlags;
  const jobOptions = JOB_ORDER_STATUSES.map((status) => ({
    key: status,
    label: t(`filter.${status}`, { count: dutyCounts?.[status] ?? 0 }),
  }));
  return (
    <>
      <section>
        <Typography.Text strong>{t('filter.other')}</Typography.Text>
        <div role="group" aria-label={t('filter.other')}>
          <Checkbox
            checked={filters.mutedAlerts}
            onChange={(event) => onChange((state) => setMutedAlerts(state, event.target.checked))}
          >
            {t('filter.muted')}
          </Checkbox>
        </div>
      </section>
      {fleetFlags.jobOrders ? (
        <CheckSection
          title={t('filter.title')}
          options={jobOptions}
          checked={filters.jobOrder}
          onToggle={(status) => onChange((state) => toggleCheck(state, 'jobOrder', status))}
        />
      ) : null}
      {groups.length > 0 ? (
        <section>
          <Typography.Text strong>{t('group.title')}</Typography.Text>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%' }}
            aria-label={t('group.title')}
            placeholder={t('group.all')}
            value={groupId ?? undefined}
            onChange={(id?: number) => setGroupId(id ?? null)}
            getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
            options={groups.map((group) => ({
              value: group.id,
              label: t('group.option', { name: group.name, count: group.vehicle_count }),
            }))}
          />
        </section>
      ) : null}
    </>
  );
}

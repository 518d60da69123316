import { Button, Tag, type Breakpoint } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Driver } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { RowActions } from '../../components/data-table/RowActions';
import { licenceState } from './driversApi';

export type DriverActions = {
  view: (id: number) => void;
  edit?: (driver: Driver) => void;
  remove?: (driver: Driver) => void;
};

const WIDE: Breakpoint[] = ['md'];
const LICENCE_COLOUR = { expired: 'red', expiring: 'orange', valid: 'green', unknown: 'default' } as const;

export function LicenceTag({ until }: { until: string | null }) {
  const { t } = useTranslation('drivers');
  const state = licenceState(until);
  return (
    <Tag color={LICENCE_COLOUR[state]}>{until ? t(`licence.${state}`, { date: until }) : t('licence.unknown')}</Tag>
  );
}

export function useDriverColumns({ view, edit, remove }: DriverActions): DataColumn<Driver, never>[] {
  const { t } = useTranslation('drivers');
  return [
    {
      key: 'name',
      title: t('field.name'),
      dataIndex: 'name',
      render: (_: string, driver: Driver) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => view(driver.id)}>
          {driver.name}
        </Button>
      ),
    },
    { key: 'organization_name', title: t('field.organization'), dataIndex: 'organization_name', responsive: WIDE },
    { key: 'licence_number', title: t('field.licence_number'), dataIndex: 'licence_number', responsive: WIDE },
    {
      key: 'licence_valid_until',
      title: t('field.licence_valid_until'),
      dataIndex: 'licence_valid_until',
      render: (until: string | null) => <LicenceTag until={until} />,
    },
    {
      key: 'vehicles',
      title: t('field.vehicles'),
      dataIndex: 'vehicles',
      render: (v: string) => v || '-',
      responsive: WIDE,
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, driver: Driver) => (
        <RowActions
          onEdit={edit ? () => edit(driver) : undefined}
          onDelete={remove ? () => remove(driver) : undefined}
          editText={t('edit')}
          deleteText={t('delete')}
          confirmText={t('delete_confirm', { name: driver.name })}
        />
      ),
    },
  ];
}

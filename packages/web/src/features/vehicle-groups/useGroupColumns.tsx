import { Button, type Breakpoint } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VehicleGroup } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { RowActions } from '../../components/data-table/RowActions';
import { formatDateTime } from '../../components/formatDate';
import { seededDescription } from '../../components/seededDescription';

export type GroupActions = {
  view: (id: number) => void;
  /** Absent without access type 3. */
  edit?: (id: number) => void;
  remove?: (id: number) => void;
};

const orDash = (text: string) => text || '-';
/** Columns a phone leaves out, so the name, count and actions fit. */
const WIDE: Breakpoint[] = ['md'];

export function useGroupColumns({ view, edit, remove }: GroupActions): DataColumn<VehicleGroup, never>[] {
  const { t } = useTranslation('vehicleGroups');
  const actions: DataColumn<VehicleGroup, never> = {
    key: 'actions',
    title: t('list.actions'),
    render: (_: unknown, group: VehicleGroup) => (
      <RowActions
        onEdit={edit && (() => edit(group.id))}
        onDelete={remove && (() => remove(group.id))}
        editText={t('list.edit')}
        deleteText={t('list.delete')}
        confirmText={t('list.delete_confirm', { name: group.name })}
      />
    ),
  };
  return [
    {
      key: 'name',
      title: t('field.name'),
      dataIndex: 'name',
      render: (name: string, group: VehicleGroup) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => view(group.id)}>
          {name}
        </Button>
      ),
    },
    {
      key: 'description',
      title: t('field.description'),
      dataIndex: 'description',
      render: (_: string, group: VehicleGroup) => orDash(seededDescription(t, group)),
      responsive: WIDE,
    },
    { key: 'vehicle_count', title: t('field.vehicle_count'), dataIndex: 'vehicle_count', align: 'right' },
    { key: 'organization', title: t('field.organization'), dataIndex: 'organization_name' },
    { key: 'updated_at', title: t('field.updated_at'), dataIndex: 'updated_at', render: formatDateTime },
    ...(edit || remove ? [actions] : []),
  ];
}

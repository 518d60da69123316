import { useState } from 'react';
import { Button, Flex, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Refuel } from '@armada/domain';
import { useResourceList, useResourceRemove } from '../../api/resource';
import { RowActions } from '../../components/data-table/RowActions';
import { formatDateTime } from '../../components/formatDate';
import { decimal } from '../../components/formatNumber';
import { useRowFeedback } from '../../components/resource/useRowAction';
import { REFUEL_REF, useRefreshFuel } from './fuelApi';
import { RefuelForm } from './RefuelForm';

export type RefuelListProps = { vehicleId: number; capacity: number | null };

const SCROLL = { x: 'max-content' } as const;

/** The vehicle's manual refuels, newest first, with add, edit and delete. */
export function RefuelList({ vehicleId, capacity }: RefuelListProps) {
  const { t } = useTranslation('fuel');
  const list = useResourceList<Refuel>(REFUEL_REF, { filter: `vehicle_id:${vehicleId}`, sort_by: '-time', limit: 100 });
  const remove = useResourceRemove(REFUEL_REF, 'delete');
  const feedback = useRowFeedback();
  const refresh = useRefreshFuel();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const done = () => {
    setEditing(null);
    refresh();
  };
  const columns = [
    { key: 'time', title: t('refuel.time'), render: (_: unknown, r: Refuel) => formatDateTime(r.time) },
    {
      key: 'litres',
      title: t('refuel.litres'),
      align: 'right' as const,
      render: (_: unknown, r: Refuel) => decimal(r.litres, 1),
    },
    { key: 'station', title: t('refuel.station'), render: (_: unknown, r: Refuel) => r.spbu_name ?? '-' },
    {
      key: 'cost',
      title: t('fleet.cost'),
      align: 'right' as const,
      render: (_: unknown, r: Refuel) => t('rupiah', { value: decimal(r.cost, 0) }),
    },
    {
      key: 'actions',
      title: t('refuel.actions'),
      render: (_: unknown, r: Refuel) => (
        <RowActions
          onEdit={() => setEditing(r.id)}
          onDelete={() => remove.mutate(r.id, { ...feedback(t('refuel.deleted')), onSettled: refresh })}
          editText={t('refuel.edit')}
          deleteText={t('refuel.delete')}
          confirmText={t('refuel.delete_confirm')}
        />
      ),
    },
  ];
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('refuel.title')}
        </Typography.Title>
        {editing === null && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('refuel.add')}
          </Button>
        )}
      </Flex>
      {editing !== null && (
        <RefuelForm vehicleId={vehicleId} capacity={capacity} id={editing === 'new' ? null : editing} onDone={done} />
      )}
      <Table<Refuel>
        aria-label={t('refuel.title')}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={SCROLL}
        locale={{ emptyText: t('refuel.empty') }}
      />
    </Flex>
  );
}

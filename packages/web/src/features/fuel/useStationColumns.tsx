import { Button, Tag, Tooltip, type Breakpoint } from 'antd';
import { useTranslation } from 'react-i18next';
import { gasStationAddress, gasStationName, type Spbu } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { RowActions } from '../../components/data-table/RowActions';
import { decimal } from '../../components/formatNumber';

export type StationActions = {
  view: (id: number) => void;
  /** Per row: absent where the caller may not change it. */
  edit?: (station: Spbu) => (() => void) | undefined;
  remove?: (station: Spbu) => (() => void) | undefined;
};

const WIDE: Breakpoint[] = ['md'];

/** A text cut as the spec says (name 14, address 24), the whole of it on hover. */
const cut = (text: string, short: string) => (short === text ? text : <Tooltip title={text}>{short}</Tooltip>);

export function useStationColumns({ view, edit, remove }: StationActions): DataColumn<Spbu, never>[] {
  const { t } = useTranslation('fuel');
  return [
    {
      key: 'name',
      title: t('station.name'),
      dataIndex: 'name',
      render: (_: string, station: Spbu) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => view(station.id)}>
          {cut(station.name, gasStationName(station.name))}
        </Button>
      ),
    },
    {
      key: 'alamat',
      title: t('station.alamat'),
      dataIndex: 'alamat',
      render: (alamat: string) => cut(alamat, gasStationAddress(alamat)),
      responsive: WIDE,
    },
    {
      key: 'type',
      title: t('station.type'),
      dataIndex: 'type',
      render: (type: Spbu['type']) => <Tag color={type === 0 ? 'blue' : 'gold'}>{t(`station.types.${type}`)}</Tag>,
    },
    {
      key: 'brand',
      title: t('station.brand'),
      dataIndex: 'brand',
      render: (b: string | null) => b ?? '-',
      responsive: WIDE,
    },
    {
      key: 'price',
      title: t('station.price_per_liter'),
      dataIndex: 'price_per_liter',
      align: 'right',
      render: (price: number | null) => (price === null ? '-' : t('station.rupiah', { value: decimal(price, 0) })),
    },
    {
      key: 'actions',
      title: t('station.actions'),
      render: (_: unknown, station: Spbu) => (
        <RowActions
          onEdit={edit?.(station)}
          onDelete={remove?.(station)}
          editText={t('station.edit')}
          deleteText={t('station.delete')}
          confirmText={t('station.delete_confirm', { name: station.name })}
        />
      ),
    },
  ];
}

import { Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { provinceOfCity, type DealerSetRow } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import type { DealerSetKind, DealerSetSort } from './dealersApi';

export type DealerSetActions = {
  view: (id: number) => void;
  showDealers: (id: number) => void;
  /** Absent when the user may not change groups and areas. */
  edit?: (id: number) => void;
  remove?: (id: number) => void;
};

/** What an area covers, in one line: 'Banten (3 cities), DKI Jakarta'. */
function useCoverageText() {
  const { t } = useTranslation('dealers');
  return (row: DealerSetRow) =>
    (row.provinces ?? [])
      .map((province) => {
        const count = (row.cities ?? []).filter((city) => provinceOfCity(city.id) === province.id).length;
        return count > 0 ? t('set.province_cities', { name: province.name, count }) : province.name;
      })
      .join(', ') || '-';
}

export function useDealerSetColumns(
  kind: DealerSetKind,
  { view, showDealers, edit, remove }: DealerSetActions,
): DataColumn<DealerSetRow, DealerSetSort>[] {
  const { t } = useTranslation('dealers');
  const coverage = useCoverageText();
  const columns: DataColumn<DealerSetRow, DealerSetSort>[] = [
    {
      key: 'name',
      title: t('set.name'),
      sortBy: { ascend: 'name', descend: '-name' },
      render: (_: unknown, row) => <Typography.Link onClick={() => view(row.id)}>{row.name}</Typography.Link>,
    },
    { key: 'code', title: t('set.code'), dataIndex: 'code', sortBy: { ascend: 'code', descend: '-code' } },
    {
      key: 'dealers',
      title: t('set.dealer_count'),
      align: 'right',
      sortBy: { ascend: 'dealer_count', descend: '-dealer_count' },
      render: (_: unknown, row) =>
        row.dealer_count > 0 ? (
          <Typography.Link onClick={() => showDealers(row.id)}>{row.dealer_count}</Typography.Link>
        ) : (
          0
        ),
    },
  ];
  if (kind === 'area')
    columns.push({
      key: 'coverage',
      title: t('set.coverage'),
      ellipsis: true,
      render: (_: unknown, row) => coverage(row),
    });
  if (edit || remove)
    columns.push({
      key: 'actions',
      title: t('set.actions'),
      render: (_: unknown, row) => (
        <Space size={4}>
          {edit && (
            <Button size="small" type="link" onClick={() => edit(row.id)}>
              {t('set.edit')}
            </Button>
          )}
          {remove && (
            <Popconfirm
              title={t(`${kind}.delete_confirm`, { name: row.name, count: row.dealer_count })}
              onConfirm={() => remove(row.id)}
            >
              <Button size="small" type="link" danger>
                {t('set.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  return columns;
}

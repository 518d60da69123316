import type { LeasingCompanyRow } from '@armada/domain';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/columns';

export type CompanySort = 'name' | '-name' | 'code' | '-code' | 'created_at' | '-created_at';

export type CompanyActions = {
  view: (id: number) => void;
  /** Absent when the user may not change leasing companies. */
  edit?: (id: number) => void;
  deactivate?: (id: number) => void;
};

export function useCompanyColumns({
  view,
  edit,
  deactivate,
}: CompanyActions): DataColumn<LeasingCompanyRow, CompanySort>[] {
  const { t } = useTranslation('leasing');
  const text = (value: string | null) => value || '-';
  return [
    {
      key: 'code',
      title: t('company.code'),
      dataIndex: 'code',
      render: text,
      sortBy: { ascend: 'code', descend: '-code' },
    },
    { key: 'name', title: t('company.name'), dataIndex: 'name', sortBy: { ascend: 'name', descend: '-name' } },
    { key: 'phone', title: t('company.phone'), dataIndex: 'phone', render: text },
    { key: 'email', title: t('company.email'), dataIndex: 'email', render: text },
    { key: 'vehicle_count', title: t('company.vehicle_count'), dataIndex: 'vehicle_count', align: 'right' },
    { key: 'pending_count', title: t('company.pending_count'), dataIndex: 'pending_count', align: 'right' },
    {
      key: 'status',
      title: t('company.status'),
      dataIndex: 'isactive',
      render: (active: number) => (
        <Tag color={active === 1 ? 'green' : 'default'}>{t(active === 1 ? 'company.active' : 'company.inactive')}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, company: LeasingCompanyRow) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => view(company.id)}>
            {t('view')}
          </Button>
          {edit && (
            <Button size="small" type="link" onClick={() => edit(company.id)}>
              {t('edit')}
            </Button>
          )}
          {deactivate && company.isactive === 1 && (
            <Popconfirm
              title={t('company.deactivate_confirm', { name: company.name })}
              onConfirm={() => deactivate(company.id)}
            >
              <Button size="small" type="link" danger>
                {t('deactivate')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}

import type { LeasingCompanyRow } from '@armada/domain';
import { Card, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailView } from '../../components/detail/DetailView';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatDateTime } from '../../components/formatDate';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { LEASING_RESOURCE } from './leasingApi';
import { mayManageCompanies } from './leasingRoles';
import { useIdParam } from '../../components/useIdParam';

const CARD = { maxWidth: 720 } as const;

/** `/leasing/company-list/view?id=`: one leasing company, its lease counts and a way to its vehicles. */
export function LeasingCompanyViewPage() {
  const { t } = useTranslation('leasing');
  const id = useIdParam();
  const { viewer } = useAuth();
  if (id === null) return <ErrorMessage error="not_found" />;
  const fields = [
    { key: 'name', label: t('company.name') },
    { key: 'code', label: t('company.code') },
    { key: 'address', label: t('company.address') },
    { key: 'phone', label: t('company.phone') },
    { key: 'email', label: t('company.email') },
    { key: 'vehicle_count', label: t('company.vehicle_count') },
    { key: 'pending_count', label: t('company.pending_count') },
    {
      key: 'isactive',
      label: t('company.status'),
      render: (row: LeasingCompanyRow) => t(row.isactive === 1 ? 'company.active' : 'company.inactive'),
    },
    {
      key: 'created_at',
      label: t('company.created_at'),
      render: (row: LeasingCompanyRow) => formatDateTime(row.created_at),
    },
  ];
  return (
    <>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <PageTitle>{t('company.view_title')}</PageTitle>
        <Space wrap>
          <LinkButton type="default" to={`/leasing/vehicle-list?leasing_id=${id}`}>
            {t('company.vehicles')}
          </LinkButton>
          {mayManageCompanies(viewer) && <LinkButton to={`/leasing/edit/${id}`}>{t('edit')}</LinkButton>}
        </Space>
      </Flex>
      <Card style={CARD}>
        <DetailView<LeasingCompanyRow> resource={LEASING_RESOURCE} id={id} fields={fields} />
      </Card>
    </>
  );
}

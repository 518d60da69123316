import { Card, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type CustomerDetail } from '@armada/domain';
import { useResourceView } from '../../api/resource';
import { DetailView } from '../../components/detail/DetailView';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { useIdParam } from '../../components/useIdParam';
import { CustomerVehicles } from './CustomerVehicles';
import { CUSTOMER_RESOURCE, customerPath } from './customersApi';
import { useCustomerFields } from './useCustomerFields';

/** `/customer/view?id=`: one customer in full with its super admin and its vehicles. */
export function CustomerViewPage() {
  const { t } = useTranslation('customers');
  const id = useIdParam();
  const { viewer } = useAuth();
  const fields = useCustomerFields();
  const customer = useResourceView<CustomerDetail>(CUSTOMER_RESOURCE, id);
  if (id === null) return <ErrorMessage error="not_found" />;
  const mayRegister = viewer !== null && hasPermission(viewer, 'add_vehicle');
  const mayList = viewer !== null && hasPermission(viewer, 'list_vehicle');
  return (
    <>
      <Flex justify="space-between" align="start" wrap gap={8} style={{ marginBottom: 12 }}>
        <PageTitle>{customer.data?.name || t('view.title')}</PageTitle>
        {customer.data && (
          <Space wrap>
            <LinkButton to={customerPath('edit', id)}>{t('action.edit')}</LinkButton>
            {mayRegister && (
              <LinkButton type="default" to={customerPath('vehicle/create', id)}>
                {t('action.add_vehicle')}
              </LinkButton>
            )}
          </Space>
        )}
      </Flex>
      <Flex vertical gap={16}>
        <Card title={t('view.customer')}>
          <DetailView resource={CUSTOMER_RESOURCE} id={id} fields={fields} />
        </Card>
        {customer.data && mayList && (
          <Card title={t('view.vehicles')}>
            <CustomerVehicles customerId={id} />
          </Card>
        )}
      </Flex>
    </>
  );
}

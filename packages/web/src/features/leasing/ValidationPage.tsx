import { Alert, Card, Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VehicleLeasingApproveBody, VehicleLeasingRejectBody, type VehicleLeasingRow } from '@armada/domain';
import { useResourceView } from '../../api/resource';
import { DetailView } from '../../components/detail/DetailView';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SchemaField } from '../../components/form/SchemaField';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { useIdParam } from '../../components/useIdParam';
import { contractOwner } from './contractOwner';
import { DecisionForm } from './DecisionForm';
import { LEASE_RESOURCE, useCustomerOptions } from './leasingApi';
import { mayDecide } from './leasingRoles';
import { useLeaseFields } from './useLeaseFields';

const GUTTER: [number, number] = [16, 16];

/**
 * `/leasing/validation?id=` (approval): the registration as the leasing company sent it; the dealer
 * approves, naming the customer that holds the vehicle, or rejects with a remark.
 */
export function ValidationPage() {
  const { t } = useTranslation('leasing');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const id = useIdParam();
  const { viewer } = useAuth();
  const lease = useResourceView<VehicleLeasingRow>(LEASE_RESOURCE, id);
  const fields = useLeaseFields(false);
  const deciding = lease.data?.dealer_approval === 'pending' && mayDecide(viewer);
  const customers = useCustomerOptions(deciding);
  const owner = contractOwner(customers.data ?? [], lease.data?.owner_name);
  if (id === null) return <ErrorMessage error="not_found" />;
  const done = () => void navigate(`/leasing/vehicle-detail?id=${id}`);

  return (
    <>
      <PageTitle>{t('validation.title')}</PageTitle>
      <Row gutter={GUTTER}>
        <Col xs={24} lg={14}>
          <Card title={t('validation.registration')}>
            <DetailView<VehicleLeasingRow> resource={LEASE_RESOURCE} id={id} fields={fields} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          {lease.data && !deciding && (
            <Alert
              type="info"
              showIcon
              title={t(lease.data.dealer_approval === 'pending' ? 'validation.waiting' : 'validation.decided')}
            />
          )}
          {deciding && (
            <>
              <Card title={t('validation.approve_title')} style={{ marginBottom: 16 }}>
                <DecisionForm
                  // Drawn again once the customers have come, with the contract's owner chosen.
                  key={owner ?? 'none'}
                  action="approve"
                  leaseId={id}
                  schema={VehicleLeasingApproveBody}
                  onDone={done}
                  initialValues={owner === null ? undefined : { customer_id: owner }}
                >
                  <SchemaField
                    name="customer_id"
                    label={t('validation.customer')}
                    emptyMessage={te('customer_not_selected')}
                  >
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      options={customers.data ?? []}
                      loading={customers.isPending}
                      placeholder={t('validation.customer_placeholder')}
                    />
                  </SchemaField>
                </DecisionForm>
              </Card>
              <Card title={t('validation.reject_title')}>
                <DecisionForm action="reject" leaseId={id} schema={VehicleLeasingRejectBody} onDone={done}>
                  <SchemaField name="remark" label={t('validation.remark')}>
                    <Input.TextArea maxLength={300} autoSize={{ minRows: 3 }} />
                  </SchemaField>
                </DecisionForm>
              </Card>
            </>
          )}
        </Col>
      </Row>
    </>
  );
}

import { useMemo, useState } from 'react';
import { Card, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CustomerDetail } from '@armada/domain';
import { useResourceView } from '../../api/resource';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { ChassisSearch } from '../vehicles/ChassisSearch';
import { useIdParam } from '../../components/useIdParam';
import { VEHICLE_BRAND } from '../vehicles/useVehicleOptions';
import { VehicleForm } from '../vehicles/VehicleForm';
import type { ChassisSearchResult } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { CUSTOMER_RESOURCE, customerPath } from './customersApi';

const prefillOf = (record: ChassisSearchResult, customerId: number) => ({
  chassis_number: record.chassis_number,
  organization_id: customerId,
  brand: VEHICLE_BRAND,
  model: record.model,
  vehicle_type: record.vehicle_type ?? undefined,
  euro_std: record.euro_std ?? undefined,
  engine_number: record.engine_number ?? undefined,
  assembly_year: record.assembly_year ?? undefined,
});

/**
 * `/customer/vehicle/create?id=`: register a vehicle for this customer, with the vehicle screens'
 * chassis search and form (add_vehicle with the customer as owner).
 */
export function CustomerVehicleCreatePage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = useIdParam();
  const customer = useResourceView<CustomerDetail>(CUSTOMER_RESOURCE, id);
  const [record, setRecord] = useState<ChassisSearchResult | null>(null);
  const prefill = useMemo(() => (record && id !== null ? prefillOf(record, id) : undefined), [record, id]);
  if (id === null) return <ErrorMessage error="not_found" />;
  if (customer.error) return <ErrorMessage error={toApiError(customer.error)} />;
  const back = () => void navigate(customerPath('view', id));
  const saved = () => {
    // The customer's vehicle count changes with the new vehicle.
    void client.invalidateQueries({ queryKey: ['resource', CUSTOMER_RESOURCE.group, CUSTOMER_RESOURCE.name] });
    back();
  };
  return (
    <>
      <PageTitle>{t('vehicle.title', { name: customer.data?.name ?? '' })}</PageTitle>
      <Flex vertical gap={16}>
        <Card>
          <ChassisSearch onFound={setRecord} />
        </Card>
        {record && customer.data && (
          <Card title={t('vehicle.details')}>
            <VehicleForm key={record.chassis_number} id={null} prefill={prefill} onSaved={saved} onCancel={back} />
          </Card>
        )}
      </Flex>
    </>
  );
}

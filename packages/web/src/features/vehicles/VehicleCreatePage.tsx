import { useMemo, useState } from 'react';
import { Card, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@armada/domain';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { ChassisSearch } from './ChassisSearch';
import { VEHICLE_BRAND } from './useVehicleOptions';
import { VehicleForm } from './VehicleForm';
import type { ChassisSearchResult } from '@armada/domain';

const prefillOf = (record: ChassisSearchResult) => ({
  chassis_number: record.chassis_number,
  brand: VEHICLE_BRAND,
  model: record.model,
  vehicle_type: record.vehicle_type ?? undefined,
  euro_std: record.euro_std ?? undefined,
  engine_number: record.engine_number ?? undefined,
  assembly_year: record.assembly_year ?? undefined,
});

/** `/vehicles/list_create`: find the chassis first, then register the vehicle with its tracker and owner. */
export function VehicleCreatePage() {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const [record, setRecord] = useState<ChassisSearchResult | null>(null);
  const prefill = useMemo(() => (record ? prefillOf(record) : undefined), [record]);
  const { viewer } = useAuth();
  const allowed = viewer !== null && hasPermission(viewer, 'add_vehicle');

  return (
    <>
      <PageTitle>{t('create.title')}</PageTitle>
      {!allowed && <ErrorMessage error="forbidden" />}
      <Flex vertical gap={16} hidden={!allowed}>
        <Card>
          <ChassisSearch onFound={setRecord} />
        </Card>
        {record && (
          <Card title={t('create.details')}>
            <VehicleForm
              key={record.chassis_number}
              id={null}
              prefill={prefill}
              onSaved={(id) => void navigate(`/vehicles/vehicle_detail?id=${id}`)}
              onCancel={() => void navigate('/vehicles/list')}
            />
          </Card>
        )}
      </Flex>
    </>
  );
}

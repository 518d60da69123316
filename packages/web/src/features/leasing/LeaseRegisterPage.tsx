import { Card, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_TENOR_MONTHS, REALM_ID, VehicleLeasingAddBody } from '@armada/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { DateField } from '../../components/form/DateField';
import { LEASE_RESOURCE, useLeasingDealers, useLeasingOptions } from './leasingApi';

const CARD = { maxWidth: 720 } as const;
const FULL = { width: '100%' } as const;
// Chassis numbers are capitals; typing them in lower case still gives the number.
const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/**
 * `/leasing/vehicle/create`: a leasing company registers a vehicle it finances (chassis, tracker,
 * contract) and names the dealer that validates it; administrators also name the leasing company.
 */
export function LeaseRegisterPage() {
  const { t } = useTranslation('leasing');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const { viewer } = useAuth();
  const forLeasing = viewer?.realm_id !== REALM_ID.leasing;
  const dealers = useLeasingDealers();
  const leasings = useLeasingOptions(forLeasing);

  return (
    <>
      <PageTitle>{t('register.title')}</PageTitle>
      <Card style={CARD}>
        <ResourceForm
          resource={LEASE_RESOURCE}
          schema={VehicleLeasingAddBody}
          id={null}
          onSaved={(id) => void navigate(`/leasing/vehicle-detail?id=${id}`)}
          onCancel={() => void navigate('/leasing/vehicle-list')}
        >
          {forLeasing && (
            <SchemaField
              name="leasing_org_id"
              label={t('field.leasing_name')}
              emptyMessage={te('leasing_not_selected')}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={leasings.data ?? []}
                loading={leasings.isPending}
              />
            </SchemaField>
          )}
          <SchemaField
            name="chassis_number"
            label={t('field.chassis_number')}
            extra={t('register.chassis_hint')}
            normalize={upper}
          >
            <Input maxLength={17} />
          </SchemaField>
          <SchemaField name="imei" label={t('field.imei')}>
            <Input maxLength={15} inputMode="numeric" />
          </SchemaField>
          <SchemaField name="vehicle_number" label={t('field.vehicle_number')}>
            <Input maxLength={15} />
          </SchemaField>
          <SchemaField name="contract_number" label={t('field.contract_number')}>
            <Input maxLength={40} />
          </SchemaField>
          <SchemaField name="owner_name" label={t('field.owner_name')} extra={t('register.owner_hint')}>
            <Input maxLength={120} />
          </SchemaField>
          <SchemaField name="tenor" label={t('register.tenor')}>
            <InputNumber style={FULL} min={1} max={MAX_TENOR_MONTHS} precision={0} />
          </SchemaField>
          <SchemaField name="installment" label={t('register.installment')}>
            <InputNumber style={FULL} min={0} precision={0} step={100_000} />
          </SchemaField>
          <DateField name="start_date" label={t('register.start_date')} />
          <SchemaField
            name="dealer_id"
            label={t('register.dealer')}
            emptyMessage={te('dealer_not_selected')}
            extra={t('register.dealer_hint')}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={dealers.data ?? []}
              loading={dealers.isPending}
            />
          </SchemaField>
        </ResourceForm>
      </Card>
    </>
  );
}

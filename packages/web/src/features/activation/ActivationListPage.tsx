import { useTranslation } from 'react-i18next';
import { ACTIVATION_CODES, CUSTOMER_ACCOUNT_CODES } from '@armada/domain';
import type { ScreenProps } from '../../components/screenProps';
import { ACTIVATION_TABLE, CUSTOMER_ACTIVATION_TABLE } from './activationApi';
import { kindOfPath } from './activationKinds';
import { ActivationReport } from './ActivationReport';
import { useActivationColumns } from './useActivationColumns';
import { useCustomerActivationColumns } from './useCustomerActivationColumns';

function VehicleActivationReport({ path }: ScreenProps) {
  const { t } = useTranslation('activation');
  const codes = ACTIVATION_CODES.map((code) => ({ value: code, label: t(`code.${code}`) }));
  return (
    <ActivationReport
      kind="vehicle"
      path={path}
      table={ACTIVATION_TABLE}
      columns={useActivationColumns()}
      codes={codes}
      prefix=""
    />
  );
}

function CustomerActivationReport({ path }: ScreenProps) {
  const { t } = useTranslation('activation');
  const codes = CUSTOMER_ACCOUNT_CODES.map((code) => ({ value: code, label: t(`account.${code}`) }));
  return (
    <ActivationReport
      kind="customer"
      path={path}
      table={CUSTOMER_ACTIVATION_TABLE}
      columns={useCustomerActivationColumns()}
      codes={codes}
      prefix="customer."
    />
  );
}

/**
 * `/activation/vehicle` and `/vehicle_search`: the vehicle activation report (spec 7.13);
 * `/activation/customer` and `/customer_search`: the customer activation report. One report shell.
 */
export function ActivationListPage({ path }: ScreenProps) {
  return kindOfPath(path) === 'customer' ? (
    <CustomerActivationReport path={path} />
  ) : (
    <VehicleActivationReport path={path} />
  );
}

import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES, REALM_ID, type VehicleGroupMember } from '@armada/domain';
import { SchemaField } from '../../components/form/SchemaField';
import { OrganizationSelect } from '../user-access/OrganizationSelect';
import { VehiclePicker } from './VehiclePicker';

export type VehicleGroupFieldsProps = {
  /** Root, administrators and dealers name the customer a new group is for. */
  choosesOrganization: boolean;
  /** The organisation of the group being edited (fixed once created). */
  organizationId?: number;
  members?: readonly VehicleGroupMember[];
};

const ORGANIZATION = 'organization_id';
const VEHICLES = 'vehicle_ids';

/** The group form's fields: its customer when one is chosen, name, description and vehicles. */
export function VehicleGroupFields({ choosesOrganization, organizationId, members }: VehicleGroupFieldsProps) {
  const { t } = useTranslation(['vehicleGroups', 'errors']);
  const form = Form.useFormInstance();
  const chosenOrganization = Form.useWatch<number | undefined>(ORGANIZATION, form);
  const organization = choosesOrganization ? chosenOrganization : organizationId;
  const waiting = choosesOrganization && organization === undefined;
  return (
    <>
      {choosesOrganization && (
        <SchemaField
          name={ORGANIZATION}
          label={t('field.organization')}
          required
          emptyMessage={t('errors:customer_not_selected', { defaultValue: MESSAGES.customer_not_selected })}
        >
          <OrganizationSelect
            realmId={REALM_ID.customer}
            placeholder={t('field.organization_placeholder')}
            // Another customer's vehicles cannot join: the choice starts again.
            onChange={() => form.setFieldValue(VEHICLES, undefined)}
          />
        </SchemaField>
      )}
      <SchemaField name="name" label={t('field.name')} required>
        <Input maxLength={100} />
      </SchemaField>
      <SchemaField name="description" label={t('field.description')}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
      </SchemaField>
      <SchemaField
        name={VEHICLES}
        label={t('field.vehicles')}
        required
        emptyMessage={t('errors:vehicle_not_selected', { defaultValue: MESSAGES.vehicle_not_selected })}
        extra={waiting ? t('picker.organization_first') : undefined}
      >
        <VehiclePicker organizationId={organization} members={members} disabled={waiting} />
      </SchemaField>
    </>
  );
}

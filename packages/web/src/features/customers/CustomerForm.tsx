import { useCallback } from 'react';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerAddBody, type CustomerDetail } from '@armada/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useAuth } from '../auth/useAuth';
import { CustomerCompanyFields } from './CustomerCompanyFields';
import { CustomerContactFields } from './CustomerContactFields';
import { choosesDealer, CUSTOMER_RESOURCE } from './customersApi';

export type CustomerFormProps = {
  /** The customer to edit, or null to create one with its super admin. */
  id: number | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
};

const FIELDS = [...Object.keys(CustomerAddBody.properties)];

/** The stored values of the form's fields (empty ones left for the user to fill). */
function editValues(row: CustomerDetail | undefined): Record<string, unknown> {
  if (!row) return {};
  const values: Record<string, unknown> = {};
  for (const key of FIELDS) {
    const value = (row as Record<string, unknown>)[key];
    if (value !== null && value !== undefined) values[key] = value;
  }
  return values;
}

/**
 * Create or edit a customer. Edits are checked with the create rules too, so a required field
 * cannot be emptied; the server takes the same body as a partial change.
 */
export function CustomerForm({ id, onSaved, onCancel }: CustomerFormProps) {
  const { t } = useTranslation('customers');
  const { viewer } = useAuth();
  const toValues = useCallback((row: CustomerDetail | undefined) => editValues(row), []);
  return (
    <ResourceForm<CustomerDetail>
      resource={CUSTOMER_RESOURCE}
      schema={CustomerAddBody}
      id={id}
      toValues={toValues}
      onSaved={onSaved}
      onCancel={onCancel}
      successText={id === null ? t('create.done') : undefined}
    >
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('form.section_company')}</Typography.Title>
          <CustomerCompanyFields choosesDealer={choosesDealer(viewer)} />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('form.section_contact')}</Typography.Title>
          <CustomerContactFields adding={id === null} />
        </Col>
      </Row>
    </ResourceForm>
  );
}

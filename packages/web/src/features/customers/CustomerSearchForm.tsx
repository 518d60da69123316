import { useEffect } from 'react';
import { Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerSearchCriteria } from '@armada/domain';
import { useDealerOptions } from '../../api/dealers';
import { SchemaContext } from '../../components/form/schemaContext';
import { SchemaField } from '../../components/form/SchemaField';
import { SUBMIT, VERTICAL_FORM } from '../../components/ui';
import { AreaFields } from './AreaFields';
import { SEARCH_FIELDS, type CustomerSearchField } from './customersApi';
import { useCustomerOptions } from './useCustomerOptions';

export type SearchCriteria = Partial<Record<CustomerSearchField, string>>;

export type CustomerSearchFormProps = {
  criteria: SearchCriteria;
  choosesDealer: boolean;
  onSearch: (criteria: SearchCriteria) => void;
};

const NUMERIC: readonly CustomerSearchField[] = ['dealer_id', 'user_status'];
const SEARCHABLE = { optionFilterProp: 'label' } as const;
// The call's filter joins pairs with ',' and alternatives with '|': those never come from a text box.
const clean = (value: unknown) => String(value).replace(/[,|]/g, ' ').trim();

const toForm = (criteria: SearchCriteria) =>
  Object.fromEntries(
    Object.entries(criteria).map(([key, value]) => [
      key,
      NUMERIC.includes(key as CustomerSearchField) ? Number(value) : value,
    ]),
  );

function toCriteria(values: Record<string, unknown>): SearchCriteria {
  const out: SearchCriteria = {};
  for (const field of SEARCH_FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== null && clean(value) !== '') out[field] = clean(value);
  }
  return out;
}

/** Every customer field as a criterion; the search runs with what is filled. */
export function CustomerSearchForm({ criteria, choosesDealer, onSearch }: CustomerSearchFormProps) {
  const { t } = useTranslation('customers');
  const [form] = Form.useForm<Record<string, unknown>>();
  const { sectors, types, statuses } = useCustomerOptions();
  const dealers = useDealerOptions(choosesDealer);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(criteria));
  }, [form, criteria]);
  const select = (options: { value: string | number; label: string }[]) => (
    <Select options={options} allowClear showSearch={SEARCHABLE} />
  );
  return (
    <SchemaContext.Provider value={CustomerSearchCriteria}>
      <Form form={form} {...VERTICAL_FORM} onFinish={(values) => onSearch(toCriteria(values))}>
        <Row gutter={16}>
          <Col xs={24} md={12} lg={8}>
            <SchemaField name="name" label={t('field.company_name')}>
              <Input allowClear />
            </SchemaField>
            <SchemaField name="code" label={t('field.code')}>
              <Input allowClear />
            </SchemaField>
            <SchemaField name="contact_name" label={t('field.contact_person')}>
              <Input allowClear />
            </SchemaField>
            <SchemaField name="npwp" label={t('field.npwp')}>
              <Input allowClear inputMode="numeric" />
            </SchemaField>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <SchemaField name="business_sector" label={t('field.business_sector')}>
              {select(sectors)}
            </SchemaField>
            <SchemaField name="business_type" label={t('field.business_type')}>
              {select(types)}
            </SchemaField>
            {choosesDealer && (
              <SchemaField name="dealer_id" label={t('field.dealer')}>
                {select(dealers.data ?? [])}
              </SchemaField>
            )}
            <SchemaField name="user_status" label={t('field.user_status')}>
              {select(statuses)}
            </SchemaField>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <AreaFields optional />
            <SchemaField name="post_code" label={t('field.post_code')}>
              <Input allowClear inputMode="numeric" maxLength={5} />
            </SchemaField>
          </Col>
        </Row>
        <Flex gap={8} justify="end">
          <Button onClick={() => onSearch({})}>{t('search.reset')}</Button>
          <Button type="primary" htmlType={SUBMIT}>
            {t('search.submit')}
          </Button>
        </Flex>
      </Form>
    </SchemaContext.Provider>
  );
}

import { useMemo } from 'react';
import { Card, Flex } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@armada/domain';
import { apiGet } from '../../api/client';
import type { Page } from '../../api/page';
import { resourceListParams } from '../../api/resource';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { CustomerSearchForm } from './CustomerSearchForm';
import { CustomerTable } from './CustomerTable';
import { choosesDealer, CUSTOMER_SEARCH_TABLE, CUSTOMER_SEARCH_URL, SEARCH_FIELDS } from './customersApi';

/** `/customer/advanced_search`: customers narrowed by any of their fields (advance_search_user_org_customer). */
export function CustomerSearchPage() {
  const { t } = useTranslation('customers');
  const { viewer } = useAuth();
  const controls = useTableQuery(CUSTOMER_SEARCH_TABLE);
  const { filters } = controls.state;
  // The form resets when the criteria in the address change, not at every render.
  const criteriaKey = JSON.stringify(SEARCH_FIELDS.filter((field) => filters[field]).map((f) => [f, filters[f]]));
  const criteria = useMemo(() => Object.fromEntries(JSON.parse(criteriaKey) as [string, string][]), [criteriaKey]);
  const params = resourceListParams(controls.state);
  const results = useQuery({
    queryKey: ['resource', 'user', 'user_org_customer', 'search', params],
    queryFn: () => apiGet<Page<CustomerRow>>(CUSTOMER_SEARCH_URL, params),
    placeholderData: keepPreviousData,
  });
  const cleared = Object.fromEntries(SEARCH_FIELDS.map((field) => [field, undefined]));
  return (
    <>
      <PageTitle>{t('search.title')}</PageTitle>
      <Flex vertical gap={16}>
        <Card>
          <CustomerSearchForm
            criteria={criteria}
            choosesDealer={choosesDealer(viewer)}
            onSearch={(chosen) => controls.setFilters({ ...cleared, ...chosen })}
          />
        </Card>
        <Card>
          <CustomerTable
            query={results}
            controls={controls}
            filters={<TableSearch controls={controls} placeholder={t('search.anything')} />}
          />
        </Card>
      </Flex>
    </>
  );
}

import { WIKI_HELP } from '@armada/domain';
import { Button, Card } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@armada/domain';
import { resourceListParams, useResourceList } from '../../api/resource';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { CustomerFilters } from './CustomerFilters';
import { CustomerTable } from './CustomerTable';
import { CUSTOMER_RESOURCE, CUSTOMER_TABLE, mayCreate } from './customersApi';

/** `/customer/list`: the customers of the dealer (every customer for administrators), 100 a page. */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const { viewer } = useAuth();
  const controls = useTableQuery(CUSTOMER_TABLE);
  const customers = useResourceList<CustomerRow>(CUSTOMER_RESOURCE, resourceListParams(controls.state));
  return (
    <>
      <PageTitle help={WIKI_HELP.customers}>{t('list.title')}</PageTitle>
      <Card>
        <CustomerTable
          query={customers}
          controls={controls}
          filters={
            <>
              <CustomerFilters controls={controls} />
              <Button icon={<SearchOutlined />} onClick={() => void navigate('/customer/advanced_search')}>
                {t('search.title')}
              </Button>
              {mayCreate(viewer) && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/customer/create')}>
                  {t('create.title')}
                </Button>
              )}
            </>
          }
        />
      </Card>
    </>
  );
}

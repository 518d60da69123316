import { WIKI_HELP } from '@armada/domain';
import type { LeasingCompanyRow } from '@armada/domain';
import { App, Card, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiError } from '../../api/ApiError';
import { resourceListParams, useResourceList, useResourceRemove, type ResourceRef } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableConfig } from '../../components/data-table/tableState';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useErrorText } from '../../components/useErrorText';
import { useAuth } from '../auth/useAuth';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { LeasingNav } from './LeasingNav';
import { LEASING_RESOURCE } from './leasingApi';
import { mayManageCompanies } from './leasingRoles';
import { useCompanyColumns, type CompanySort } from './useCompanyColumns';

type CompanyFilter = 'search' | 'isactive';
const TABLE: TableConfig<CompanyFilter, CompanySort> = {
  filterKeys: ['search', 'isactive'],
  sortValues: ['name', '-name', 'code', '-code', 'created_at', '-created_at'],
  defaultSort: 'name',
};
// Deactivation is the organisation resource's (spec: DELETE user/user_org/deactivate_user_org).
const ORG_RESOURCE: ResourceRef = { group: 'user', name: 'user_org' };
const ROW_KEY = 'id';

/** `/leasing/company-list` (the leasing default): the leasing companies the user sees. */
export function LeasingCompaniesPage() {
  const { t } = useTranslation('leasing');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { viewer } = useAuth();
  const controls = useTableQuery(TABLE);
  const companies = useResourceList<LeasingCompanyRow>(LEASING_RESOURCE, resourceListParams(controls.state));
  const deactivate = useResourceRemove(ORG_RESOURCE, 'deactivate');
  const manage = mayManageCompanies(viewer);
  const columns = useCompanyColumns({
    view: (id) => void navigate(`/leasing/company-list/view?id=${id}`),
    edit: manage ? (id) => void navigate(`/leasing/edit/${id}`) : undefined,
    deactivate: manage
      ? (id) =>
          deactivate.mutate(id, {
            onSuccess: () => void companies.refetch().then(() => message.success(t('company.deactivated'))),
            onError: (error) => void message.error(errorText(toApiError(error))),
          })
      : undefined,
  });
  const { filters } = controls.state;

  return (
    <>
      <LeasingNav active="/leasing/company-list" />
      <Flex justify="space-between" align="start" wrap gap={8}>
        <PageTitle help={WIKI_HELP.leasing}>{t('company.title')}</PageTitle>
        {manage && (
          <LinkButton to="/leasing/create">
            <PlusOutlined /> {t('company.add')}
          </LinkButton>
        )}
      </Flex>
      <Card>
        <DataTable
          columns={columns}
          query={companies}
          controls={controls}
          rowKey={ROW_KEY}
          filters={
            <>
              <TableSearch controls={controls} placeholder={t('company.search')} />
              <FilterSelect
                label={t('company.status')}
                value={filters.isactive}
                options={[
                  { value: '1', label: t('company.active') },
                  { value: '0', label: t('company.inactive') },
                ]}
                onChange={(isactive) => controls.setFilters({ isactive })}
              />
            </>
          }
        />
      </Card>
    </>
  );
}

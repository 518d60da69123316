import { WIKI_HELP } from '@armada/domain';
import { Card, Empty, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../components/screenProps';
import { DataTable } from '../../components/data-table/DataTable';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DownloadButton } from '../../components/DownloadButton';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { LeaseFilters } from './LeaseFilters';
import { LeasingNav } from './LeasingNav';
import { LEASE_CALLS, useLeases } from './leasingApi';
import { LEASE_LISTS } from './leaseLists';
import { LEASE_TABLE, leaseFilterParams, leaseListParams } from './leaseTable';
import { mayDecide, mayRegister } from './leasingRoles';
import { useLeaseColumns } from './useLeaseColumns';

const ROW_KEY = 'id';
const DEFAULT_LIST = '/leasing/vehicle-list';

/**
 * `/leasing/vehicle-list`, `/leasing/vehicle-validation` and `/leasing/search`: one list of leases
 * configured per route by LEASE_LISTS (columns, filters, defaults, download).
 */
export function LeaseListPage({ path }: ScreenProps) {
  const { t } = useTranslation('leasing');
  const config = LEASE_LISTS[path] ?? LEASE_LISTS[DEFAULT_LIST];
  if (!config) throw new Error(`no leasing list for ${path}`);
  const { viewer } = useAuth();
  const controls = useTableQuery(LEASE_TABLE);
  const waiting = config.requireSearch && !controls.state.filters.search;
  const leases = useLeases(leaseListParams(controls.state, config.defaults), !waiting);
  const columns = useLeaseColumns(config, mayDecide(viewer));

  return (
    <>
      <LeasingNav active={LEASE_LISTS[path] ? path : DEFAULT_LIST} />
      <Flex justify="space-between" align="start" wrap gap={8}>
        <PageTitle help={WIKI_HELP.leasing}>{t(config.titleKey)}</PageTitle>
        {mayRegister(viewer) && path !== '/leasing/search' && (
          <LinkButton to="/leasing/vehicle/create">
            <PlusOutlined /> {t('register.button')}
          </LinkButton>
        )}
      </Flex>
      <Card>
        <DataTable
          columns={columns}
          query={leases}
          controls={controls}
          rowKey={ROW_KEY}
          filters={
            <>
              <LeaseFilters config={config} controls={controls} />
              {config.download && (
                <DownloadButton
                  path={LEASE_CALLS.download}
                  params={{ ...leaseFilterParams(controls.state, config.defaults), count_perpage: 0 }}
                />
              )}
            </>
          }
        />
        {waiting && <Empty description={t('search.prompt')} />}
      </Card>
    </>
  );
}

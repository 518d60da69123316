import { Card, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, WIKI_HELP } from '@armada/domain';
import type { ScreenProps } from '../../components/screenProps';
import { DataTable } from '../../components/data-table/DataTable';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DownloadButton } from '../../components/DownloadButton';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { historyFilterParams } from './listParams';
import { useVehicleColumns } from './useVehicleColumns';
import { useVehicleRows } from './useVehicleRows';
import { VehicleFilters } from './VehicleFilters';
import { DEFAULT_LIST, VEHICLE_LISTS } from './vehicleLists';
import { HISTORY_CALLS } from './vehiclesApi';

const ROW_KEY = 'id';
const CREATE_PATH = '/vehicles/list_create';

/**
 * Every vehicle list route (list, status, the searches, not updated): one page configured per
 * route by VEHICLE_LISTS, differing in its call, columns, filters and download.
 */
export function VehicleListPage({ path }: ScreenProps) {
  const { t } = useTranslation('vehicles');
  const config = VEHICLE_LISTS[path] ?? DEFAULT_LIST;
  const { viewer } = useAuth();
  const controls = useTableQuery(config.table);
  const rows = useVehicleRows(config, controls.state);
  const columns = useVehicleColumns(config);
  const { download } = config;
  const waiting = config.requireSearch && !controls.state.filters.search;
  const canCreate = config.create && viewer !== null && hasPermission(viewer, 'add_vehicle');

  return (
    <>
      <PageTitle help={WIKI_HELP.vehicles}>{t(config.titleKey)}</PageTitle>
      <Card>
        <DataTable
          columns={columns}
          query={rows}
          controls={controls}
          rowKey={ROW_KEY}
          filters={
            <>
              <VehicleFilters config={config} controls={controls} />
              {waiting && <Typography.Text type="secondary">{t('search.prompt')}</Typography.Text>}
              {download && (
                <DownloadButton
                  path={HISTORY_CALLS[download.call].download}
                  params={{ ...historyFilterParams(controls.state, download.header), count_perpage: 0 }}
                />
              )}
              {canCreate && (
                <LinkButton to={CREATE_PATH}>
                  <PlusOutlined /> {t('create.button')}
                </LinkButton>
              )}
            </>
          }
        />
      </Card>
    </>
  );
}

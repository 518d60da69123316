import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/DataTable';
import { toQueryParams } from '../../components/data-table/tableState';
import { DownloadButton } from '../../components/DownloadButton';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { PageTitle } from '../../components/PageTitle';
import { LoginLogFilters } from './LoginLogFilters';
import { LOGIN_LOG_DOWNLOAD, LOGIN_LOG_TABLE, useLoginLogs } from './reportsApi';
import { useLoginLogColumns } from './useLoginLogColumns';

const ROW_KEY = 'key';

/** Sign-in attempts of the organisations the administrator may see. */
export function LoginLogsPage() {
  const { t } = useTranslation('reports');
  const controls = useTableQuery(LOGIN_LOG_TABLE);
  const logs = useLoginLogs(controls.state);
  const columns = useLoginLogColumns();

  return (
    <>
      <PageTitle>{t('login_logs.title')}</PageTitle>
      <Card>
        <DataTable
          columns={columns}
          query={logs}
          controls={controls}
          rowKey={ROW_KEY}
          filters={
            <>
              <LoginLogFilters controls={controls} />
              <DownloadButton path={LOGIN_LOG_DOWNLOAD} params={toQueryParams(controls.state)} />
            </>
          }
        />
      </Card>
    </>
  );
}

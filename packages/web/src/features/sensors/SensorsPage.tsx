import { Card, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { SensorCounts } from './SensorCounts';
import { SENSOR_STATE_TABLE, useSensorStates } from './sensorsApi';
import { SensorStateTable } from './SensorStateTable';

const SEARCH_PATH = '/sensor/search';

/** `/sensor`: the fleet's sensors in use by type, with counts per state, their live readings and limits. */
export function SensorsPage() {
  const { t } = useTranslation('sensors');
  const controls = useTableQuery(SENSOR_STATE_TABLE);
  const sensors = useSensorStates(controls.state);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Card>
        <SensorCounts page={sensors.data} controls={controls} />
        <SensorStateTable
          query={sensors}
          controls={controls}
          filters={
            <>
              <TableSearch controls={controls} placeholder={t('search')} width={260} />
              <LinkButton to={SEARCH_PATH}>
                <SearchOutlined /> {t('search_title')}
              </LinkButton>
            </>
          }
        />
      </Card>
    </>
  );
}

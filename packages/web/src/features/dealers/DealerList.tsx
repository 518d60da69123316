import { Col, Empty, Flex, Row, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resourceListParams } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { useIdParam } from '../../components/useIdParam';
import { DealerDetail } from './DealerDetail';
import { DealerSets } from './DealerSets';
import { DEALER_TABLE, useDealers } from './dealersApi';
import { useDealerColumns } from './useDealerColumns';

const ROW_KEY = 'id';
const SELECTED = 'id';
const DETAIL_HEADING = 'dealer-detail-heading';

/**
 * The dealers the user sees, by group and area, beside the chosen dealer's detail and position
 * (`?id=`; the first listed dealer until one is chosen). On a phone the detail follows the list.
 */
export function DealerList() {
  const { t } = useTranslation('dealers');
  const controls = useTableQuery(DEALER_TABLE);
  const { dealer_group_id, org_area_id } = controls.state.filters;
  const dealers = useDealers(resourceListParams(controls.state));
  const [, setParams] = useSearchParams();
  const chosen = useIdParam();
  const shown = chosen ?? dealers.data?.data[0]?.id ?? null;
  const open = (id: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(SELECTED, String(id));
      return next;
    });
  const columns = useDealerColumns(open, shown);
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={12}>
        <DealerSets
          kind="group"
          selected={dealer_group_id}
          onSelect={(id) => controls.setFilters({ dealer_group_id: id })}
        />
        <DealerSets kind="area" selected={org_area_id} onSelect={(id) => controls.setFilters({ org_area_id: id })} />
      </Flex>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={14}>
          <DataTable
            columns={columns}
            query={dealers}
            controls={controls}
            rowKey={ROW_KEY}
            filters={<TableSearch controls={controls} placeholder={t('search')} />}
          />
        </Col>
        <Col xs={24} xl={10}>
          <section aria-labelledby={DETAIL_HEADING}>
            <Typography.Title level={5} id={DETAIL_HEADING}>
              {t('detail_title')}
            </Typography.Title>
            {shown === null ? <Empty description={t('none_chosen')} /> : <DealerDetail id={shown} />}
          </section>
        </Col>
      </Row>
    </Flex>
  );
}

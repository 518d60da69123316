import { Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VehicleGroupMember } from '@armada/domain';
import { vehicleFocusUrl } from '../maps/search/urlFocus';

export type GroupMembersProps = { members: readonly VehicleGroupMember[] };

const PAGINATION = { pageSize: 10, size: 'small', hideOnSinglePage: true } as const;
const ROW_KEY = 'id';
const SMALL = 'small';

/** A group's vehicles, a page at a time (a group may hold thousands), each a link to it on the map. */
export function GroupMembers({ members }: GroupMembersProps) {
  const { t } = useTranslation('vehicleGroups');
  return (
    <Table<VehicleGroupMember>
      size={SMALL}
      rowKey={ROW_KEY}
      dataSource={[...members]}
      pagination={PAGINATION}
      columns={[
        {
          key: 'vehicle',
          title: t('field.vehicle'),
          render: (_: unknown, v: VehicleGroupMember) => (
            <Link to={vehicleFocusUrl(v.imei)} title={t('pool.show_on_map')}>
              {[v.vehicle_name, v.vehicle_number].filter(Boolean).join(' · ')}
            </Link>
          ),
        },
        { key: 'imei', title: t('field.imei'), dataIndex: 'imei' },
      ]}
    />
  );
}

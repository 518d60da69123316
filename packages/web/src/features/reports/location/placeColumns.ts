import type { TFunction } from 'i18next';
import type { AnyObject } from 'antd/es/_util/type';
import type { DataColumn } from '../../../components/data-table/columns';

/** The geofence and its group: the columns both location reports start with after the vehicle. */
export function placeColumns<T extends AnyObject, S extends string>(t: TFunction<'reports'>): DataColumn<T, S>[] {
  return [
    {
      key: 'geofence_name',
      dataIndex: 'geofence_name',
      title: t('columns.geofence_name'),
      sortBy: { ascend: 'geofence_name' as S, descend: '-geofence_name' as S },
    },
    { key: 'group_name', dataIndex: 'group_name', title: t('columns.group_name') },
  ];
}

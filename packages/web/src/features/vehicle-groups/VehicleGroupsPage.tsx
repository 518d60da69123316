import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayManageVehicleGroups, type VehicleGroup, type VehicleGroupDetail } from '@armada/domain';
import { useResourceList, useResourceRemove } from '../../api/resource';
import { VEHICLE_GROUP_RESOURCE } from '../../api/vehicleGroups';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DetailView } from '../../components/detail/DetailView';
import { useEditor } from '../../components/form/useEditor';
import { LinkButton } from '../../components/LinkButton';
import { ResourceScreen } from '../../components/resource/ResourceScreen';
import { useRowFeedback } from '../../components/resource/useRowAction';
import { useAuth } from '../auth/useAuth';
import { useGroupColumns } from './useGroupColumns';
import { useGroupFields } from './useGroupFields';
import { GROUP_TABLE, groupListParams } from './vehicleGroupsApi';

const ROW_KEY = 'id';
const CREATE_PATH = '/vehicles/group_create';
const editPath = (id: number) => `/vehicles/group_edit?id=${id}`;

/**
 * `/vehicles/group`: the vehicle groups the caller sees, viewed in a side panel; users with access
 * type 3 add and change them on their own pages (the routes of the spec) and delete them here.
 */
export function VehicleGroupsPage() {
  const { t } = useTranslation('vehicleGroups');
  const navigate = useNavigate();
  const { viewer } = useAuth();
  const controls = useTableQuery(GROUP_TABLE);
  const groups = useResourceList<VehicleGroup>(VEHICLE_GROUP_RESOURCE, groupListParams(controls.state));
  const editor = useEditor();
  const remove = useResourceRemove(VEHICLE_GROUP_RESOURCE, 'delete');
  const feedback = useRowFeedback();
  const fields = useGroupFields();
  const manages = viewer !== null && mayManageVehicleGroups(viewer);
  const deleted = feedback(t('list.deleted'));
  const columns = useGroupColumns({
    view: editor.view,
    edit: manages ? (id) => void navigate(editPath(id)) : undefined,
    remove: manages ? (id) => remove.mutate(id, deleted) : undefined,
  });

  return (
    <ResourceScreen
      title={t('list.title')}
      editor={editor}
      panelWidth={640}
      panelTitle={() => t('list.view_title')}
      renderView={(id) => <DetailView<VehicleGroupDetail> resource={VEHICLE_GROUP_RESOURCE} id={id} fields={fields} />}
      // Adding and editing have their own routes; the panel only shows a group.
      renderForm={() => null}
    >
      <DataTable
        columns={columns}
        query={groups}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <>
            <TableSearch controls={controls} placeholder={t('list.search')} />
            {manages && (
              <LinkButton to={CREATE_PATH}>
                <PlusOutlined /> {t('list.add')}
              </LinkButton>
            )}
          </>
        }
      />
    </ResourceScreen>
  );
}

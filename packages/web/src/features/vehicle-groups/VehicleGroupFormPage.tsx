import { useCallback } from 'react';
import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  mayManageVehicleGroups,
  VehicleGroupAddBody,
  VehicleGroupEditBody,
  type VehicleGroupDetail,
} from '@armada/domain';
import { useResourceView } from '../../api/resource';
import { VEHICLE_GROUP_RESOURCE } from '../../api/vehicleGroups';
import type { ScreenProps } from '../../components/screenProps';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ResourceForm } from '../../components/form/ResourceForm';
import { PageTitle } from '../../components/PageTitle';
import { useIdParam } from '../../components/useIdParam';
import { useAuth } from '../auth/useAuth';
import { choosesOwner } from '../vehicles/vehiclesApi';
import { VehicleGroupFields } from './VehicleGroupFields';

const EDIT_PATH = '/vehicles/group_edit';
const LIST_PATH = '/vehicles/group';

const toValues = (row: VehicleGroupDetail | undefined) =>
  row ? { name: row.name, description: row.description, vehicle_ids: row.vehicles.map((v) => v.id).join(',') } : {};

/** `/vehicles/group_create` and `/vehicles/group_edit?id=`: a group's name, description and vehicles. */
export function VehicleGroupFormPage({ path }: ScreenProps) {
  const { t } = useTranslation('vehicleGroups');
  const navigate = useNavigate();
  const { viewer } = useAuth();
  const editing = path === EDIT_PATH;
  const id = useIdParam();
  const row = useResourceView<VehicleGroupDetail>(VEHICLE_GROUP_RESOURCE, editing ? id : null);
  const back = useCallback(() => void navigate(LIST_PATH), [navigate]);
  const allowed = viewer !== null && mayManageVehicleGroups(viewer);

  const body = !allowed ? (
    <ErrorMessage error="vehicle_group_access_type" />
  ) : editing && id === null ? (
    <ErrorMessage error="not_found" />
  ) : (
    <ResourceForm<VehicleGroupDetail>
      resource={VEHICLE_GROUP_RESOURCE}
      schema={editing ? VehicleGroupEditBody : VehicleGroupAddBody}
      id={editing ? id : null}
      toValues={toValues}
      onSaved={back}
      onCancel={back}
    >
      <VehicleGroupFields
        choosesOrganization={!editing && choosesOwner(viewer)}
        organizationId={row.data?.organization_id}
        members={row.data?.vehicles}
      />
    </ResourceForm>
  );
  return (
    <>
      <PageTitle>{t(editing ? 'form.edit_title' : 'form.add_title')}</PageTitle>
      <Card style={{ maxWidth: 960 }}>{body}</Card>
    </>
  );
}

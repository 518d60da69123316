import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@armada/domain';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { useIdParam } from '../../components/useIdParam';
import { VehicleForm } from './VehicleForm';

/** `/vehicles/vehicle_edit?id=`: change a vehicle's management fields, owner or tracker. */
export function VehicleEditPage() {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const id = useIdParam();
  const { viewer } = useAuth();
  const allowed = viewer !== null && hasPermission(viewer, 'edit_vehicle');
  const back = () => void navigate(id === null ? '/vehicles/list' : `/vehicles/vehicle_detail?id=${id}`);
  return (
    <>
      <PageTitle>{t('edit_vehicle.title')}</PageTitle>
      <Card>
        {!allowed ? (
          <ErrorMessage error="forbidden" />
        ) : id === null ? (
          <ErrorMessage error="not_found" />
        ) : (
          <VehicleForm id={id} onSaved={back} onCancel={back} />
        )}
      </Card>
    </>
  );
}

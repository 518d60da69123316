import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useAcceptDisclaimer, useDisclaimerVehicle } from './activationApi';

const MAPS = '/maps';

/**
 * `/disclaimer-activation?vehicle_id=`: the owner reads the activation disclaimer of an invited
 * vehicle and accepts it, which activates the vehicle.
 */
export function DisclaimerPage() {
  const { t } = useTranslation('activation');
  const [params] = useSearchParams();
  const text = params.get('vehicle_id') ?? '';
  const vehicleId = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
  const accept = useAcceptDisclaimer();
  const vehicle = useDisclaimerVehicle(vehicleId);

  if (vehicleId === null) return <Result status="warning" title={t('disclaimer.no_vehicle')} />;
  if (vehicle.error) return <ErrorMessage error={toApiError(vehicle.error)} />;
  if (accept.isSuccess)
    return (
      <Result
        status="success"
        title={t('disclaimer.accepted', { vehicle: accept.data.vehicle_number ?? accept.data.vehicle_name })}
        extra={<LinkButton to={MAPS}>{t('disclaimer.to_map')}</LinkButton>}
      />
    );
  const shown = vehicle.data;
  if (shown && !shown.waiting)
    return (
      <Result
        status={shown.active ? 'success' : 'info'}
        title={t(shown.active ? 'disclaimer.already_active' : 'disclaimer.not_waiting', {
          vehicle: shown.vehicle_number ?? shown.vehicle_name,
        })}
        extra={<LinkButton to={MAPS}>{t('disclaimer.to_map')}</LinkButton>}
      />
    );
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('disclaimer.title')}</PageTitle>
      <Card>
        {accept.isPending || !shown ? (
          <Skeleton active />
        ) : (
          <Flex vertical gap={12}>
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                { key: 'name', label: t('disclaimer.vehicle'), children: shown.vehicle_name },
                { key: 'plate', label: t('disclaimer.plate'), children: shown.vehicle_number ?? '-' },
                { key: 'chassis', label: t('disclaimer.chassis'), children: shown.chassis_number ?? '-' },
              ]}
            />
            <Typography.Paragraph>{t('disclaimer.body')}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('disclaimer.data')}</Typography.Paragraph>
            {accept.error && <ErrorMessage error={toApiError(accept.error)} />}
            <Flex>
              <Button type="primary" onClick={() => accept.mutate({ vehicle_id: vehicleId })}>
                {t('disclaimer.accept')}
              </Button>
            </Flex>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}

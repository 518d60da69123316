import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useAcceptDisclaimer } from './activationApi';

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

  if (vehicleId === null) return <Result status="warning" title={t('disclaimer.no_vehicle')} />;
  if (accept.isSuccess)
    return (
      <Result
        status="success"
        title={t('disclaimer.accepted', { vehicle: accept.data.vehicle_number ?? accept.data.vehicle_name })}
        extra={<LinkButton to={MAPS}>{t('disclaimer.to_map')}</LinkButton>}
      />
    );
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('disclaimer.title')}</PageTitle>
      <Card>
        {accept.isPending ? (
          <Skeleton active />
        ) : (
          <Flex vertical gap={12}>
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

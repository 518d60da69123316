import { useMemo } from 'react';
import { Flex, Layout, Result, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../components/AuthShell';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PointMap } from '../../components/map/PointMap';
import { formatDateTime } from '../../components/formatDate';
import { TEST_IDS } from '../../components/ui';
import { linkEnded, useSharedLocation } from '../share/shareApi';

const INFO = 'info';
const WARNING = 'warning';
const HEADER_HEIGHT = 64;

/** `/share_location` without a token: the page says a full link is needed. */
function LinkNeeded() {
  const { t } = useTranslation('common');
  return (
    <AuthShell>
      <Result
        status={INFO}
        title={<span data-testid={TEST_IDS.pageTitle}>{t('share_location.title')}</span>}
        subTitle={t('share_location.text')}
      />
    </AuthShell>
  );
}

/** One shared vehicle on a full-screen map, asked again every 10 s; an ended link says so. */
function SharedVehicle({ token }: { token: string }) {
  const { t } = useTranslation('common');
  const shared = useSharedLocation(token);
  const data = shared.data;
  const position = data?.position ?? null;
  const point = useMemo(() => (position ? { latitude: position.lat, longitude: position.lng } : null), [position]);

  if (linkEnded(shared.error) || (shared.isError && !data))
    return (
      <AuthShell>
        <Result
          status={WARNING}
          title={<span data-testid={TEST_IDS.pageTitle}>{t('share_location.unavailable_title')}</span>}
          subTitle={t('share_location.unavailable_text')}
        />
      </AuthShell>
    );
  if (!data)
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
        <Spin aria-label={t('share_location.loading')} />
      </Flex>
    );
  const name = data.vehicle_number ? `${data.vehicle_name} (${data.vehicle_number})` : data.vehicle_name;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="armada-header" style={{ height: HEADER_HEIGHT }}>
        <Typography.Text strong className="armada-brand" data-testid={TEST_IDS.pageTitle}>
          {name}
        </Typography.Text>
        <Flex align="center" gap={16}>
          <Typography.Text className="armada-brand" data-testid="share-last-update">
            {position
              ? t('share_location.updated', { time: formatDateTime(position.time) })
              : t('share_location.no_position')}
          </Typography.Text>
          <LanguageSwitch dark />
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <PointMap point={point} label={t('share_location.map', { name })} height={`calc(100vh - ${HEADER_HEIGHT}px)`} />
      </Layout.Content>
    </Layout>
  );
}

/** `/share_location?token=...`: a vehicle someone shared, without sign-in. */
export function ShareLocationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return token ? <SharedVehicle token={token} /> : <LinkNeeded />;
}

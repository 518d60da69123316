import { useState } from 'react';
import { Button, Flex, Spin } from 'antd';
import { CloseOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveStatusTag } from '../../alerts/LiveStatusTag';
import { MapView } from '../MapView';
import { useFleet } from '../../fleet/useFleet';
import { AlertTicker } from './AlertTicker';
import { WallClock } from './WallClock';
import { WallCounters } from './WallCounters';

const BACKGROUND = '#0b1526';

function enterFullscreen(): void {
  void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/**
 * `/mapsv3`: the wall display for control rooms. The whole window (over the portal's frame): large
 * fleet counters, the live map of every truck, the latest alerts along the bottom; no side panels.
 */
export function WallPage() {
  const { t } = useTranslation('explore');
  const fleet = useFleet();
  const [selectedImei, setSelectedImei] = useState<string | null>(null);

  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        flexDirection: 'column',
        background: BACKGROUND,
      }}
    >
      <Flex align="center" justify="space-between" gap={16} wrap style={{ padding: '8px 16px' }}>
        <Flex vertical>
          <h1 style={{ color: '#fff', margin: 0, fontSize: 22 }}>{t('wall.title')}</h1>
          <WallClock />
        </Flex>
        <WallCounters entries={fleet.entries} />
        <Flex gap={8} align="center">
          <span style={{ background: '#fff', padding: '2px 10px', borderRadius: 12 }}>
            <LiveStatusTag status={fleet.live} />
          </span>
          <Button icon={<FullscreenOutlined />} onClick={enterFullscreen} aria-label={t('wall.fullscreen')} />
          <Link to="/maps" aria-label={t('wall.exit')} title={t('wall.exit')}>
            <Button icon={<CloseOutlined />} tabIndex={-1} />
          </Link>
        </Flex>
      </Flex>
      <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <MapView entries={fleet.entries} selectedImei={selectedImei} flyTarget={null} onSelect={setSelectedImei} />
        {fleet.loading ? <Spin style={{ position: 'absolute', top: '45%', left: '50%' }} /> : null}
      </div>
      <div style={{ height: 52, borderTop: '1px solid #22324d' }}>
        <AlertTicker />
      </div>
    </div>
  );
}

import { useState } from 'react';
import { Button, Card, Flex, Tag } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MonitoringVehicle, StarterKillAction } from '@armada/domain';
import { CommandHistory } from './CommandHistory';
import { ConfirmStarterKill } from './ConfirmStarterKill';
import { useStarterKill } from './starterKillApi';

/** The relay as the tracker last reported it (imb), when it reports it at all. */
function RelayState({ imb }: { imb: number | null }) {
  const { t } = useTranslation('starterKill');
  if (imb === null) return null;
  return <Tag color={imb === 1 ? 'red' : 'green'}>{t(imb === 1 ? 'relay.cut' : 'relay.free')}</Tag>;
}

/** On / Off buttons behind a confirmation (which shows the tracker's answer), and the latest attempts. */
export function StarterKillCard({ vehicle }: { vehicle: MonitoringVehicle }) {
  const { t } = useTranslation('starterKill');
  const [asked, setAsked] = useState<StarterKillAction | null>(null);
  const command = useStarterKill(vehicle.imei);
  return (
    <Card
      size="small"
      title={t('title')}
      extra={<RelayState imb={vehicle.properties.imb} />}
      style={{ marginBottom: 12 }}
    >
      <Flex vertical gap={8}>
        <Flex gap={8}>
          <Button danger icon={<LockOutlined />} disabled={command.isPending} onClick={() => setAsked('on')}>
            {t('button.on')}
          </Button>
          <Button icon={<UnlockOutlined />} disabled={command.isPending} onClick={() => setAsked('off')}>
            {t('button.off')}
          </Button>
        </Flex>
        <CommandHistory imei={vehicle.imei} />
      </Flex>
      <ConfirmStarterKill vehicle={vehicle} action={asked} command={command} onClose={() => setAsked(null)} />
    </Card>
  );
}

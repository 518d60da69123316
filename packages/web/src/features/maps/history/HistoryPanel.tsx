import { useEffect } from 'react';
import { Button } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MonitoringVehicle } from '@armada/domain';
import { HistoryCard } from './HistoryCard';
import { historyStore, useHistorySelector } from './historyStore';

export type HistoryPanelProps = { vehicle: MonitoringVehicle };

/**
 * History of the vehicle in the detail drawer: a button, then the period, player and summary while
 * its route is on the map. Leaving the vehicle (or closing) returns the map to live.
 */
export function HistoryPanel({ vehicle }: HistoryPanelProps) {
  const { t } = useTranslation('history');
  const imei = useHistorySelector((state) => state.imei);
  useEffect(
    () => () => {
      if (historyStore.get().imei === vehicle.imei) historyStore.close();
    },
    [vehicle.imei],
  );
  return (
    <div style={{ marginBottom: 12 }}>
      {imei === vehicle.imei ? (
        <HistoryCard imei={vehicle.imei} />
      ) : (
        <Button icon={<HistoryOutlined />} onClick={() => historyStore.open(vehicle.imei)}>
          {t('open')}
        </Button>
      )}
    </div>
  );
}

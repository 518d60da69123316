import { useCallback, useMemo, useState } from 'react';
import { Alert, Flex, Spin } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ABNORMAL_TYPES, type AbnormalType } from '@armada/domain';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useFillHeight } from '../../hooks/useFillHeight';
import { useIsMobile } from '../../hooks/useWindowWidth';
import type { FleetEntry } from '../fleet/fleetModel';
import { useFleet } from '../fleet/useFleet';
import { MapView, type FlyTarget } from '../maps/MapView';
import { VehicleList } from '../maps/VehicleList';
import { abnormalEntries, kindCounts } from './abnormalEntries';
import { AbnormalVehicleCard } from './AbnormalVehicleCard';
import { CountBar } from './CountBar';

const LIST_WIDTH = 320;
const LIST_PATH = '/abnormalVehicles';
const PANEL_STYLE = {
  background: '#fff',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
} as const;
const SPIN_STYLE = { position: 'absolute', top: '45%', left: '50%' } as const;

/**
 * /abnormalVehicles/maps: the live fleet's abnormal vehicles on the live map's own map (markers,
 * clusters, settings), a side list, and the picked vehicle's kinds with a way to /maps.
 */
export function AbnormalMapPage() {
  const { t } = useTranslation(['fleetHealth', 'explore', 'maps']);
  const mobile = useIsMobile();
  const fleet = useFleet();
  const [kind, setKind] = useState<AbnormalType | undefined>(undefined);
  const [selectedImei, setSelectedImei] = useState<string | null>(null);
  const [flyTarget, setFlyTarget] = useState<FlyTarget | null>(null);
  const [pageRef, pageHeight] = useFillHeight<HTMLDivElement>(mobile ? 12 : 24);
  const abnormal = useMemo(() => abnormalEntries(fleet.entries, undefined), [fleet.entries]);
  const shown = useMemo(() => abnormalEntries(abnormal, kind), [abnormal, kind]);
  const kinds = ABNORMAL_TYPES.map((key) => ({ key, label: t(`explore:abnormal.${key}`) }));
  const select = useCallback((entry: FleetEntry) => {
    const { lat, lng } = entry.vehicle.position;
    setSelectedImei(entry.vehicle.imei);
    if (lat !== null && lng !== null) setFlyTarget({ lat, lng, key: Date.now() });
  }, []);
  const selected = selectedImei ? (fleet.byImei.get(selectedImei)?.vehicle ?? null) : null;

  const side = (
    <aside style={{ ...PANEL_STYLE, width: mobile ? '100%' : LIST_WIDTH, height: mobile ? 320 : '100%' }}>
      <div style={{ padding: 8 }}>
        <AbnormalVehicleCard vehicle={selected} />
      </div>
      <VehicleList entries={shown} selectedImei={selectedImei} onSelect={select} />
    </aside>
  );

  return (
    <div
      ref={pageRef}
      style={{ display: 'flex', flexDirection: 'column', gap: 8, height: mobile ? undefined : pageHeight }}
    >
      <Flex justify="space-between" wrap gap={8}>
        <PageTitle>{t('abnormal.map_title')}</PageTitle>
        <LinkButton to={LIST_PATH} type="default">
          <UnorderedListOutlined /> {t('abnormal.open_list')}
        </LinkButton>
      </Flex>
      <CountBar
        items={kindCounts(abnormal, kinds)}
        total={abnormal.length}
        value={kind}
        onChange={(key) => setKind(key as AbnormalType | undefined)}
      />
      {fleet.error ? <Alert type="error" title={t('maps:load_error')} /> : null}
      <div style={{ display: 'flex', flexDirection: mobile ? 'column-reverse' : 'row', flex: 1, gap: 8, minHeight: 0 }}>
        {side}
        <div
          style={{ position: 'relative', flex: 1, minHeight: mobile ? 360 : 0, borderRadius: 8, overflow: 'hidden' }}
        >
          <MapView entries={shown} selectedImei={selectedImei} flyTarget={flyTarget} onSelect={setSelectedImei} />
          {fleet.loading ? <Spin style={SPIN_STYLE} description={t('maps:loading')} /> : null}
        </div>
      </div>
    </div>
  );
}

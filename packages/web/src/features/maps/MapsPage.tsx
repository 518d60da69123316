import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Drawer, Flex, Spin } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { hasPermission, initialFilterState, WIKI_HELP, type MapFilterState } from '@armada/domain';
import { useAuth } from '../auth/useAuth';
import { useIsMobile } from '../../hooks/useWindowWidth';
import { FilterPanel } from '../fleet/filters/FilterPanel';
import type { FilterUpdate } from '../fleet/filters/filterUpdate';
import type { FleetEntry } from '../fleet/fleetModel';
import { LiveBadge } from './LiveBadge';
import { AlertCountBadge } from '../alerts/AlertCountBadge';
import { MapView, type FlyTarget, type MapInset } from './MapView';
import { MapSearch } from './search/MapSearch';
import { HistoryOverlay } from './history/HistoryOverlay';
import { PLAYER_SHEET_PX, usePlayerOnly, useReplayingOnPhone } from './history/playerSheet';
import { MapLayers } from './layers/MapLayers';
import { useFilteredFleet } from '../fleet/useFilteredFleet';
import { useFleetFlags } from '../fleet/filters/useFleetFlags';
import { useFillHeight } from '../../hooks/useFillHeight';
import { useFleet } from '../fleet/useFleet';
import { VehicleDetail } from './VehicleDetail';
import { VehicleList } from './VehicleList';
import { MapModeSwitch, type MapMode } from './MapModeSwitch';
import { usePlacesMode } from '../places/usePlacesMode';
import { HelpLink } from '../../components/HelpLink';

const LIST_WIDTH = 320;
const DETAIL_WIDTH = 380;
const DETAIL_MOBILE_SHARE = 0.6;
const ALERT_BADGE_STYLE = { position: 'absolute', top: 42, left: 10 } as const;

/** The detail drawer covers the right of the map on desktops, on phones the lower 60% (the player's height while a route replays). */
function mapInset(mobile: boolean, detailOpen: boolean, playerOnly: boolean): MapInset {
  if (!detailOpen) return { right: 0, bottom: 0 };
  if (!mobile) return { right: DETAIL_WIDTH, bottom: 0 };
  return { right: 0, bottom: playerOnly ? PLAYER_SHEET_PX : window.innerHeight * DETAIL_MOBILE_SHARE };
}

/** The live monitoring map: filters, the filtered list and the map, the selected vehicle in a drawer. */
export function MapsPage() {
  const { t } = useTranslation('maps');
  const { t: tp } = useTranslation('places');
  const mobile = useIsMobile();
  const fleet = useFleet();
  const [filters, setFilters] = useState<MapFilterState>(initialFilterState);
  const [selectedImei, setSelectedImei] = useState<string | null>(null);
  const [flyTarget, setFlyTarget] = useState<FlyTarget | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const { viewer } = useAuth();
  const placesAllowed = viewer !== null && hasPermission(viewer, 'list_geofence');
  const [chosenMode, setMode] = useState<MapMode>('overview');
  const mode: MapMode = placesAllowed ? chosenMode : 'overview';
  // The MapLibre map once ready: overlays (layers, history, search results) draw on it through their own hooks.
  const [map, setMap] = useState<MapLibreMap | null>(null);
  // The layout pads the page by 24 px (12 px on phones); the page fills the window down to that padding.
  const [pageRef, pageHeight] = useFillHeight<HTMLDivElement>(mobile ? 12 : 24);
  const fleetFlags = useFleetFlags();
  // A phone replaying a route gives the filters' height to the map; they come back with live.
  const replayingOnPhone = useReplayingOnPhone(mobile);
  const { visible, counts } = useFilteredFleet(fleet.entries, filters, fleetFlags.flags);
  const onFilters: FilterUpdate = useCallback((change) => setFilters(change), []);
  // Drawing on a phone needs the map: the places sheet steps down while a shape is drawn.
  const places = usePlacesMode(map, mode === 'places', () => setListOpen(false));

  const selectFromList = useCallback((entry: FleetEntry) => {
    const { lat, lng } = entry.vehicle.position;
    setSelectedImei(entry.vehicle.imei);
    setListOpen(false);
    if (lat !== null && lng !== null) setFlyTarget({ lat, lng, key: Date.now() });
  }, []);

  const selected = selectedImei ? (fleet.byImei.get(selectedImei)?.vehicle ?? null) : null;
  const detailOpen = selected !== null;
  const playerOnly = usePlayerOnly(mobile);
  const inset = useMemo(() => mapInset(mobile, detailOpen, playerOnly), [mobile, detailOpen, playerOnly]);
  const listTitle = mode === 'places' ? tp('open') : t('list.open');
  const list =
    mode === 'places' ? (
      places.panel
    ) : (
      <VehicleList entries={visible} selectedImei={selectedImei} onSelect={selectFromList} />
    );
  // Kept as the same elements while their inputs stand, so a filter click re-renders only what it changes.
  const overlays = useMemo(
    () => (
      <>
        <MapSearch map={map} entries={fleet.entries} onVehicle={selectFromList} />
        <HistoryOverlay map={map} inset={inset} />
        <MapLayers map={map} placesShown={mode === 'places'} />
        <AlertCountBadge style={ALERT_BADGE_STYLE} />
      </>
    ),
    [map, fleet.entries, selectFromList, inset, mode],
  );
  const detail = useMemo(
    () => (
      <VehicleDetail vehicle={selected} mobile={mobile} width={DETAIL_WIDTH} onClose={() => setSelectedImei(null)} />
    ),
    [selected, mobile],
  );

  return (
    <div ref={pageRef} style={{ display: 'flex', flexDirection: 'column', gap: 8, height: pageHeight }}>
      {placesAllowed && !replayingOnPhone ? <MapModeSwitch mode={mode} onChange={setMode} /> : null}
      <Flex justify="space-between" align="center" gap={8} wrap>
        {replayingOnPhone || mode === 'places' ? null : (
          <FilterPanel
            filters={filters}
            onChange={onFilters}
            counts={counts}
            shown={visible.length}
            total={fleet.entries.length}
            fleetFlags={fleetFlags}
          />
        )}
        <HelpLink to={mode === 'places' ? WIKI_HELP.liveMap : WIKI_HELP.mapFilters} />
      </Flex>
      {fleet.error ? <Alert type="error" title={t('load_error')} /> : null}
      <div style={{ display: 'flex', flex: 1, minHeight: 0, gap: 8 }}>
        {mobile ? null : (
          <aside style={{ width: LIST_WIDTH, background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8 }}>
            {list}
          </aside>
        )}
        <div style={{ position: 'relative', flex: 1, borderRadius: 8, overflow: 'hidden' }}>
          <MapView
            entries={visible}
            selectedImei={selectedImei}
            flyTarget={flyTarget}
            onSelect={setSelectedImei}
            inset={inset}
            onMap={setMap}
          />
          <LiveBadge status={fleet.live} />
          {overlays}
          {places.overlay}
          {fleet.loading ? (
            <Spin style={{ position: 'absolute', top: '45%', left: '50%' }} description={t('loading')} />
          ) : null}
          {mobile ? (
            <Button
              icon={<UnorderedListOutlined />}
              style={{ position: 'absolute', bottom: 36, left: 10 }}
              onClick={() => setListOpen(true)}
            >
              {listTitle}
            </Button>
          ) : null}
        </div>
      </div>
      {mobile ? (
        <Drawer
          open={listOpen}
          onClose={() => setListOpen(false)}
          placement="bottom"
          size="70vh"
          title={listTitle}
          styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        >
          {list}
        </Drawer>
      ) : null}
      {detail}
    </div>
  );
}

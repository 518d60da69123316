import type { TFunction } from 'i18next';
import { type Geofence, type GeoGroup, type Spbu, type VehicleInGeo } from '@armada/domain';
import type { PopupList, PopupRow } from './layerPopup';
import { decimal } from '../../../components/formatNumber';

/** The vehicles a popup lists at most; the rest are counted. */
const LISTED = 10;

export function fenceRows(t: TFunction<'mapLayers'>, fence: Geofence, group: GeoGroup, withShape = true): PopupRow[] {
  const shape = fence.shape === 'circle' ? t('popup.circle', { radius: decimal(fence.radius, 0) }) : t('popup.polygon');
  const rows: PopupRow[] = [
    [t('popup.group'), group.name],
    [t('popup.type'), t(`type.${fence.type_name}`)],
    [t('popup.address'), fence.address ?? '-'],
  ];
  return withShape ? [...rows, [t('popup.shape'), shape]] : rows;
}

/** The vehicles inside, or what stands for them while they load or when they could not be. */
export function vehicleList(t: TFunction<'mapLayers'>, rows: readonly VehicleInGeo[] | 'loading' | 'error'): PopupList {
  if (rows === 'loading') return { heading: t('popup.vehicles_loading'), items: [], empty: t('popup.loading') };
  if (rows === 'error') return { heading: t('popup.vehicles_loading'), items: [], empty: t('popup.load_error') };
  const items = rows
    .slice(0, LISTED)
    .map((row) => t('popup.vehicle', { name: row.vehicle_name, plate: row.vehicle_number ?? '-' }));
  if (rows.length > LISTED) items.push(t('popup.more', { count: rows.length - LISTED }));
  return { heading: t('popup.vehicles_inside', { count: rows.length }), items, empty: t('popup.none') };
}

export function stationRows(t: TFunction<'mapLayers'>, station: Spbu): PopupRow[] {
  const rows: PopupRow[] = [
    [t('popup.address'), station.alamat],
    [t('popup.station_type'), t(station.type === 1 ? 'station_type.private' : 'station_type.public')],
    [t('popup.code'), station.code],
  ];
  if (station.brand) rows.push([t('popup.brand'), station.brand]);
  if (station.price_per_liter !== null) {
    rows.push([t('popup.price'), t('popup.price_value', { value: decimal(station.price_per_liter, 0) })]);
  }
  return rows;
}

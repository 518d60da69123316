import { TIME_ZONE_ABBREVIATIONS, type DisplayTimeZone } from '@armada/domain';
import type { AppContext } from '../../context.js';
import type { DownloadRequest } from '../../jobs/download-service.js';
import type { RowPager, XlsxColumn } from '../../jobs/xlsx-writer.js';
import { dayOf, localSecond } from '../../reports/report-days.js';
import { addressService } from '../geocode/address-service.js';
import type { FileReader } from '../../jobs/reader-times.js';
import type { Period } from './history-period.js';
import { readTrack, type VisibleVehicle } from './history-repository.js';
import type { TrackPoint } from './history-track.js';

const columns = (zone: DisplayTimeZone): XlsxColumn[] => [
  { header: `Time (${TIME_ZONE_ABBREVIATIONS[zone]})`, key: 'time', width: 21 },
  { header: 'Latitude', key: 'lat', width: 12 },
  { header: 'Longitude', key: 'lng', width: 12 },
  { header: 'Speed (km/h)', key: 'speed', width: 13 },
  { header: 'Heading (°)', key: 'head', width: 12 },
  { header: 'Ignition', key: 'ign', width: 10 },
  { header: 'Address', key: 'address', width: 50 },
];

const IGNITION: Record<number, string> = { 0: 'Off', 1: 'On' };

/**
 * The track's stored positions (every one, not thinned as the map's are), read on the first page; each
 * address without a call per row (the address service's cached answer, else the shipped place data's).
 */
function trackPager(ctx: AppContext, imei: string, period: Period, { zone, language }: FileReader): RowPager {
  let track: Promise<TrackPoint[]> | null = null;
  return async (offset, limit) => {
    track ??= readTrack(ctx.database.db, imei, period.from, period.to);
    const [points] = await Promise.all([track, addressService.ready()]);
    return points.slice(offset, offset + limit).map((p) => ({
      time: localSecond(p.t, zone),
      lat: p.lat,
      lng: p.lng,
      speed: p.speed,
      head: p.head,
      ign: p.ign === null ? null : (IGNITION[p.ign] ?? String(p.ign)),
      address: addressService.locate(p.lat, p.lng, language),
    }));
  };
}

/**
 * The xlsx download of a vehicle's track over a period: one row per stored position, times in the
 * reader's zone, addresses in the reader's language.
 */
export function historyDownload(
  ctx: AppContext,
  vehicle: VisibleVehicle,
  period: Period,
  reader: FileReader,
): DownloadRequest {
  const { zone } = reader;
  const name = vehicle.vehicle_number ?? vehicle.vehicle_name;
  const day = dayOf(period.from.getTime(), zone);
  return {
    title: `Route history ${name}`,
    fileName: `route-history-${name.replace(/[^A-Za-z0-9]+/g, '-')}-${day}`,
    columns: columns(zone),
    rows: trackPager(ctx, vehicle.imei, period, reader),
  };
}

import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HISTORY_DOWNLOAD_PATH, type HistoryResult } from '@armada/domain';
import { formatDateTime, formatSpanEnd } from '../../../components/formatDate';
import { durationText } from '../../../components/formatDuration';
import { saveFile } from '../../../components/saveFile';
import { useStartDownload } from '../../../components/useStartDownload';
import { stopTitle } from './historyMarks';
import { toGpx, toKml, type RouteFileNames } from './routeFiles';

const FORMATS = ['gpx', 'kml', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];

const MEDIA_TYPES = { gpx: 'application/gpx+xml', kml: 'application/vnd.google-earth.kml+xml' } as const;

/** "route-history-B-9325-TT-2026-11-25": the vehicle and the period's first day. */
const fileBase = (result: HistoryResult) =>
  `route-history-${(result.vehicle_number ?? result.vehicle_name).replace(/[^A-Za-z0-9]+/g, '-')}-${dayjs(result.start).format('YYYY-MM-DD')}`;

/** Takes the route shown away: GPX or KML written here from the answer, xlsx written by the server as a download. */
export function HistoryExport({ result }: { result: HistoryResult }) {
  const { t } = useTranslation('history');
  const download = useStartDownload();
  const names: RouteFileNames = {
    track: t('export.track_name', {
      vehicle: result.vehicle_number ?? result.vehicle_name,
      from: formatDateTime(result.start),
      to: formatSpanEnd(result.start, result.end),
    }),
    stop: (stop) => ({
      name: stopTitle(t, stop),
      description: t('export.stop_description', {
        from: formatDateTime(stop.start),
        to: formatSpanEnd(stop.start, stop.end),
        duration: durationText(t, stop.duration),
      }),
    }),
  };
  const choose = (format: Format) => {
    if (format === 'xlsx') {
      void download.start(HISTORY_DOWNLOAD_PATH, { imei: result.imei, start: result.start, end: result.end });
      return;
    }
    const text = format === 'gpx' ? toGpx(result, names) : toKml(result, names);
    saveFile(new Blob([text], { type: MEDIA_TYPES[format] }), `${fileBase(result)}.${format}`);
  };
  const items: MenuProps['items'] = FORMATS.map((format) => ({ key: format, label: t(`export.${format}`) }));
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => choose(key as Format) }} trigger={['click']}>
      <Button size="small" icon={<ExportOutlined />} loading={download.busy}>
        {t('export.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

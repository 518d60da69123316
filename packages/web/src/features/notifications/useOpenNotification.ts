import { use } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import type { NotificationRow, VehicleRow } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { apiGet } from '../../api/client';
import type { Page } from '../../api/page';
import { resourceUrl } from '../../api/resource';
import { useErrorText } from '../../components/useErrorText';
import { VEHICLE_RESOURCE } from '../vehicles/vehiclesApi';
import { downloadFile } from './downloadFile';
import { AnnouncementReaderContext } from './announcementReader';
import { useMarkRead } from './notificationsApi';
import {
  actionOf,
  DRIVERS_PATH,
  SERVICE_BOOKINGS_PATH,
  VEHICLE_DETAIL_PATH,
  VEHICLE_LIST_PATH,
} from './notificationView';
import { useMayOpen } from './useMayOpen';
import { fromRow, momentOf } from '../alerts/alertItem';
import { vehicleFocusUrl } from '../maps/search/urlFocus';

export type NotificationOpeners = {
  /**
   * Marks the row read and follows it: an activity's vehicle opens on the map, an announcement in
   * the reader, a reminder's vehicle (or driver) on its screen.
   */
  open: (row: NotificationRow) => Promise<void>;
  /** Marks the row read and fetches its file. */
  download: (row: NotificationRow) => Promise<void>;
};

/** The detail screen of the vehicle with this IMEI; the list searched for it when the search misses. */
async function vehicleUrl(imei: string): Promise<string> {
  const page = await apiGet<Page<VehicleRow>>(resourceUrl(VEHICLE_RESOURCE, 'list'), {
    page: 1,
    limit: 5,
    search: imei,
  });
  const vehicle = page.data.find((row) => row.imei === imei);
  const search = new URLSearchParams(vehicle ? { id: String(vehicle.id) } : { search: imei });
  return `${vehicle ? VEHICLE_DETAIL_PATH : VEHICLE_LIST_PATH}?${search.toString()}`;
}

export function useOpenNotification(): NotificationOpeners {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const read = use(AnnouncementReaderContext);
  const mayOpen = useMayOpen();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const markOnce = (row: NotificationRow) => {
    if (!row.read) markRead.mutate(row.id);
  };
  return {
    open: async (row) => {
      markOnce(row);
      const action = actionOf(row, Date.now(), mayOpen);
      // An activity opens the vehicle's history at the event, not its live position.
      if (action.kind === 'map') void navigate(vehicleFocusUrl(action.imei, momentOf(fromRow(row))));
      if (action.kind === 'announcement') read?.(row);
      if (action.kind === 'driver')
        void navigate(`${DRIVERS_PATH}?${new URLSearchParams({ search: action.name }).toString()}`);
      if (action.kind === 'booking') void navigate(`${SERVICE_BOOKINGS_PATH}?id=${action.id}`);
      if (action.kind !== 'vehicle') return;
      try {
        void navigate(await vehicleUrl(action.imei));
      } catch (error) {
        void message.error(errorText(toApiError(error)));
      }
    },
    download: async (row) => {
      const action = actionOf(row, Date.now());
      if (action.kind !== 'download' || action.expired) return;
      markOnce(row);
      const name = typeof row.data.file_name === 'string' ? row.data.file_name : 'download.xlsx';
      try {
        await downloadFile(action.link, name);
      } catch (error) {
        void message.error(errorText(toApiError(error)));
      }
    },
  };
}

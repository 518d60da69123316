import { App } from 'antd';
import { useNavigate } from 'react-router';
import type { NotificationRow } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { useErrorText } from '../../components/useErrorText';
import { downloadFile } from './downloadFile';
import { useMarkRead } from './notificationsApi';
import { actionOf } from './notificationView';
import { fromRow, momentOf } from '../alerts/alertItem';
import { vehicleFocusUrl } from '../maps/search/urlFocus';

export type NotificationOpeners = {
  /** Marks the row read and follows it: a vehicle opens on the map. */
  open: (row: NotificationRow) => void;
  /** Marks the row read and fetches its file. */
  download: (row: NotificationRow) => Promise<void>;
};

export function useOpenNotification(): NotificationOpeners {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const markOnce = (row: NotificationRow) => {
    if (!row.read) markRead.mutate(row.id);
  };
  return {
    open: (row) => {
      markOnce(row);
      const action = actionOf(row, Date.now());
      // An activity opens the vehicle's history at the event, not its live position.
      if (action.kind === 'map') void navigate(vehicleFocusUrl(action.imei, momentOf(fromRow(row))));
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

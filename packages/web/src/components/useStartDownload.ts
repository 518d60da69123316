import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiGet, type Params } from '../api/client';
import { toApiError } from '../api/ApiError';
import { useErrorText } from './useErrorText';

/** Starts a download job on the server and says so; the file arrives later as a notification. */
export function useStartDownload() {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const start = async (path: string, params: Params) => {
    setBusy(true);
    try {
      await apiGet(path, params);
      void message.success(t('download.started'));
    } catch (error) {
      void message.error(errorText(toApiError(error)));
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}

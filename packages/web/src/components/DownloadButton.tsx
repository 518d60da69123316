import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apiGet, type Params } from '../api/client';
import { toApiError } from '../api/ApiError';
import { useErrorText } from './useErrorText';

export type DownloadButtonProps = {
  /** The download call, e.g. '/api/user/user/download_login_log'. */
  path: string;
  /** The list's filters; paging is left out (the file holds every matching row). */
  params: Params;
};

/** Starts a download job on the server; the file arrives later as a notification. */
export function DownloadButton({ path, params }: DownloadButtonProps) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const { page: _page, limit: _limit, ...filters } = params;

  const start = async () => {
    setBusy(true);
    try {
      await apiGet(path, filters);
      void message.success(t('download.started'));
    } catch (error) {
      void message.error(errorText(toApiError(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void start()}>
      {t('download.button')}
    </Button>
  );
}

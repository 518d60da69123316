import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Params } from '../api/client';
import { useStartDownload } from './useStartDownload';

export type DownloadButtonProps = {
  /** The download call, e.g. '/api/user/user/download_login_log'. */
  path: string;
  /** The list's filters; paging is left out (the file holds every matching row). */
  params: Params;
};

/** Starts a download job on the server; the file arrives later as a notification. */
export function DownloadButton({ path, params }: DownloadButtonProps) {
  const { t } = useTranslation('common');
  const { busy, start } = useStartDownload();
  const { page: _page, limit: _limit, ...filters } = params;
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void start(path, filters)}>
      {t('download.button')}
    </Button>
  );
}

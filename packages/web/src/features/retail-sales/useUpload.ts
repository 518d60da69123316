import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { retailUploadDone } from '@armada/domain';
import { toApiError, type ApiError } from '../../api/ApiError';
import { RETAIL_SALES_KEY, useUploadStatus } from './retailSalesApi';
import { uploadFile } from './uploadFile';

/** Sending takes the first tenth of the bar; the server's reading and storing the rest. */
const SENDING_SHARE = 10;

/**
 * One upload at a time: the file is sent (its share of bytes shown), then the server's progress is
 * polled until the upload is stored, rejected or failed; the stored list refreshes after a store.
 */
export function useUpload() {
  const client = useQueryClient();
  const [sent, setSent] = useState<number | null>(null);
  const [id, setId] = useState<string | null>(null);
  const [refused, setRefused] = useState<ApiError | null>(null);
  const status = useUploadStatus(id);
  const upload = status.data ?? null;
  const done = upload !== null && retailUploadDone(upload.status);

  useEffect(() => {
    if (upload?.status === 'stored') void client.invalidateQueries({ queryKey: [RETAIL_SALES_KEY, 'list'] });
  }, [client, upload?.status]);

  const start = useCallback(async (file: File) => {
    setId(null);
    setRefused(null);
    setSent(0);
    try {
      const started = await uploadFile(file, setSent);
      setId(started.id);
    } catch (error) {
      setRefused(toApiError(error));
    } finally {
      setSent(null);
    }
  }, []);

  const busy = sent !== null || (id !== null && !done && status.error === null);
  const serverShare = upload ? upload.progress : 0;
  const percent =
    sent !== null
      ? Math.round(sent * SENDING_SHARE)
      : SENDING_SHARE + Math.round(serverShare * (1 - SENDING_SHARE / 100));
  const error = refused ?? (status.error ? toApiError(status.error) : null);
  return { start, busy, percent, upload: upload?.id === id ? upload : null, done, error, sending: sent !== null };
}

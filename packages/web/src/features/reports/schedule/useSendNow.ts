import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/ApiError';
import { useErrorText } from '../../../components/useErrorText';
import { useRunSchedule } from './scheduleApi';

/** "Send now": runs a schedule and tells how it went, the reason when the run sent nothing. */
export function useSendNow(): (id: number) => void {
  const { t } = useTranslation('reportSchedules');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const run = useRunSchedule();
  return (id) =>
    run.mutate(id, {
      onSuccess: (row) =>
        row.last_status === 'failed'
          ? void message.error(t('run_failed', { reason: errorText(row.last_error ?? 'server_error') }))
          : void message.success(t('sent')),
      onError: (error) => void message.error(errorText(toApiError(error))),
    });
}

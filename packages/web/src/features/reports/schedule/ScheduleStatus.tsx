import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportScheduleRow } from '@armada/domain';
import { useErrorText } from '../../../components/useErrorText';
import { formatReportTime } from '../shell/reportFormat';

const COLORS = { sent: 'success', failed: 'error' } as const;

/** How the last run went, when it was, and why it sent nothing. */
export function ScheduleStatus({ schedule }: { schedule: ReportScheduleRow }) {
  const { t } = useTranslation('reportSchedules');
  const errorText = useErrorText();
  if (!schedule.last_status) return <Tag>{t('status.never')}</Tag>;
  return (
    <Flex vertical gap={2}>
      <span>
        <Tag color={COLORS[schedule.last_status]}>{t(`status.${schedule.last_status}`)}</Tag>
        {formatReportTime(schedule.last_run_at)}
      </span>
      {schedule.last_error ? (
        <Typography.Text type="danger" data-testid="schedule-error">
          {errorText(schedule.last_error)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

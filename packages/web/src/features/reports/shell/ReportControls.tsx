import { useState } from 'react';
import { Alert, Button, Flex, Segmented } from 'antd';
import { PlayCircleOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EngineReport } from '@armada/domain';
import type { TableControls } from '../../../components/data-table/useTableQuery';
import { LinkButton } from '../../../components/LinkButton';
import { withQuery } from '../../../api/client';
import { ReportGroupSelect } from './ReportGroupSelect';
import { ReportPeriodPicker } from './ReportPeriodPicker';
import { ReportVehicleSelect } from './ReportVehicleSelect';
import { periodProblem, type DayPeriod, type QuickRange } from './reportPeriod';
import type { AppliedReport, ReportFilter } from './reportQuery';

export type ReportControlsProps<S extends string> = {
  controls: TableControls<ReportFilter, S>;
  applied: AppliedReport | null;
  ranges: readonly QuickRange[];
  monthly: boolean;
  /** The report, for its "Schedule" button (mailing it regularly with the vehicles chosen here). */
  report?: EngineReport;
};

type Target = 'vehicles' | 'group';

/** The choices being edited: they apply (to the address bar, hence the calls) when the user runs the report. */
function useDraft(applied: AppliedReport | null) {
  const [target, setTarget] = useState<Target>(applied?.vehicles.groupId === undefined ? 'vehicles' : 'group');
  const [imeis, setImeis] = useState<string[]>([...(applied?.vehicles.imeis ?? [])]);
  const [groupId, setGroupId] = useState(applied?.vehicles.groupId);
  const [period, setPeriod] = useState<Partial<DayPeriod>>(applied?.period ?? {});
  const vehicles = target === 'vehicles' ? { imeis, groupId: undefined } : { imeis: [], groupId };
  return { target, setTarget, imeis, setImeis, groupId, setGroupId, period, setPeriod, vehicles };
}

/** Vehicles or a group, a period checked against the report's limits, and the Run button. */
export function ReportControls<S extends string>(props: ReportControlsProps<S>) {
  const { controls, applied, ranges, monthly, report } = props;
  const { t } = useTranslation('reports');
  const draft = useDraft(applied);
  const problem = periodProblem(draft.period, draft.vehicles, monthly);
  const run = () =>
    controls.setFilters({
      imei: draft.vehicles.imeis.join(','),
      group: draft.vehicles.groupId?.toString(),
      from: draft.period.from,
      to: draft.period.to,
    });
  const targets = [
    { value: 'vehicles' as const, label: t('shell.vehicles') },
    { value: 'group' as const, label: t('shell.group') },
  ];
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} align="center">
        <Segmented<Target> options={targets} value={draft.target} onChange={draft.setTarget} />
        {draft.target === 'vehicles' ? (
          <ReportVehicleSelect value={draft.imeis} onChange={draft.setImeis} />
        ) : (
          <ReportGroupSelect value={draft.groupId} onChange={draft.setGroupId} />
        )}
        <ReportPeriodPicker value={draft.period} onChange={draft.setPeriod} ranges={ranges} monthly={monthly} />
        <Button
          type="primary"
          icon={<PlayCircleOutlined />}
          disabled={problem !== null || (draft.target === 'group' && draft.groupId === undefined)}
          onClick={run}
        >
          {t('shell.run')}
        </Button>
        {report ? (
          <LinkButton
            type="default"
            to={withQuery('/reports/schedule', {
              schedule: report,
              imei: draft.vehicles.imeis.join(',') || undefined,
              group: draft.vehicles.groupId,
            })}
          >
            <ScheduleOutlined /> {t('schedule', { ns: 'reportSchedules' })}
          </LinkButton>
        ) : null}
      </Flex>
      {problem && problem.code !== 'missing' ? (
        <Alert type="warning" showIcon message={t(`shell.problem.${problem.code}`, problem)} />
      ) : null}
    </Flex>
  );
}

import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ENGINE_REPORTS, type EngineReport, type ReportScheduleRow } from '@armada/domain';
import { DataTable } from '../../../components/data-table/DataTable';
import { useTableQuery } from '../../../components/data-table/useTableQuery';
import { PageTitle } from '../../../components/PageTitle';
import { useRowFeedback } from '../../../components/resource/useRowAction';
import { useReportZone } from '../shell/reportColumns';
import { SCHEDULE_TABLE, useDeleteSchedule, useSchedules } from './scheduleApi';
import { ScheduleForm } from './ScheduleForm';
import { newValues, valuesOf, type SchedulePrefill, type ScheduleValues } from './scheduleValues';
import { useScheduleColumns } from './useScheduleColumns';
import { useSendNow } from './useSendNow';

const ROW_KEY = 'id';
/** The address bar's keys a report screen's "Schedule" button fills. */
const PREFILL_KEYS = ['schedule', 'imei', 'group'] as const;

type Editing = { id?: number; initial: ScheduleValues };

/** The report and vehicles a report screen sent (`?schedule=trip&imei=...`), or none. */
function prefillOf(params: URLSearchParams): SchedulePrefill | null {
  const report = ENGINE_REPORTS.find((name) => name === params.get('schedule'));
  if (!report) return null;
  const group = Number(params.get('group'));
  return { report, imeis: (params.get('imei') ?? '').split(',').filter(Boolean), group: group > 0 ? group : undefined };
}

/** `/reports/schedule`: the user's scheduled reports, added and changed in a dialog, sent now or deleted. */
export function ReportSchedulesPage() {
  const { t, i18n } = useTranslation('reportSchedules');
  const zone = useReportZone();
  const [params, setParams] = useSearchParams();
  const controls = useTableQuery(SCHEDULE_TABLE);
  const schedules = useSchedules(controls.state);
  const feedback = useRowFeedback();
  const remove = useDeleteSchedule();
  const fresh = (prefill: SchedulePrefill) => newValues(prefill, '', i18n.language);
  const sent = prefillOf(params);
  const [editing, setEditing] = useState<Editing | null>(sent ? { initial: fresh(sent) } : null);
  const close = () => {
    setEditing(null);
    if (PREFILL_KEYS.some((key) => params.has(key))) {
      const rest = new URLSearchParams(params);
      PREFILL_KEYS.forEach((key) => rest.delete(key));
      setParams(rest, { replace: true });
    }
  };
  const columns = useScheduleColumns({
    edit: (row: ReportScheduleRow) => setEditing({ id: row.id, initial: valuesOf(row) }),
    run: useSendNow(),
    remove: (id) => remove.mutate(id, feedback(t('deleted'))),
  });
  const first: EngineReport = ENGINE_REPORTS[0];
  const add = () => setEditing({ initial: fresh({ report: first, imeis: [] }) });
  const saved = feedback(t('saved'));
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('intro', { zone: zone ?? '' })}</Typography.Paragraph>
      <Card>
        <DataTable
          columns={columns}
          query={schedules}
          controls={controls}
          rowKey={ROW_KEY}
          filters={
            <Button type="primary" icon={<PlusOutlined />} onClick={add}>
              {t('add')}
            </Button>
          }
        />
      </Card>
      {editing ? (
        <ScheduleForm
          id={editing.id}
          initial={editing.initial}
          onClose={close}
          onSaved={() => {
            saved.onSuccess();
            close();
          }}
        />
      ) : null}
    </>
  );
}

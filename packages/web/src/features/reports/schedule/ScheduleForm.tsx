import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ENGINE_REPORTS,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_LANGUAGES,
  SCHEDULE_MAX_EMAILS,
  SCHEDULE_MAX_MONTH_DAY,
  scheduleProblem,
  type ScheduleFrequency,
} from '@armada/domain';
import { ApiError, toApiError } from '../../../api/ApiError';
import { useErrorText } from '../../../components/useErrorText';
import { preventImplicitSubmit } from '../../../components/form/implicitSubmit';
import { VERTICAL_FORM } from '../../../components/ui';
import { useAuth } from '../../auth/useAuth';
import { visibleCatalogue } from '../catalogue/reportCatalogue';
import { useSaveSchedule } from './scheduleApi';
import { ScheduleVehicles } from './ScheduleVehicles';
import { draftOf, type ScheduleValues } from './scheduleValues';

export type ScheduleFormProps = {
  /** The schedule being changed, or none for a new one. */
  id?: number;
  initial: ScheduleValues;
  onClose: () => void;
  onSaved: () => void;
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: `${String(hour).padStart(2, '0')}:00` }));

/** Adds or changes a schedule in a dialog; the domain's rules are checked before the call. */
export function ScheduleForm({ id, initial, onClose, onSaved }: ScheduleFormProps) {
  const { t } = useTranslation('reportSchedules');
  const { t: tr } = useTranslation('reports');
  const errorText = useErrorText();
  const [form] = Form.useForm<ScheduleValues>();
  const frequency = Form.useWatch<ScheduleFrequency | undefined>('frequency', form);
  const save = useSaveSchedule();
  const [problem, setProblem] = useState<ApiError | null>(null);

  const submit = (values: ScheduleValues) => {
    const draft = draftOf(values, id);
    const found = scheduleProblem(draft);
    if (found) return setProblem(new ApiError(found.code, '', 400, found));
    setProblem(null);
    if (save.isPending) return; // the first submit's answer decides
    save.mutate(draft, { onSuccess: onSaved, onError: (error) => setProblem(toApiError(error)) });
  };
  const option = (value: string, label: string) => ({ value, label });
  // The reports the viewer may run (the catalogue's: the location reports are not the admin realm's).
  const { viewer } = useAuth();
  const runnable = new Set(visibleCatalogue(viewer).flatMap((group) => group.entries.map((entry) => entry.key)));
  return (
    <Modal
      open
      title={t(id === undefined ? 'form.add_title' : 'form.edit_title')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ScheduleValues>
        form={form}
        {...VERTICAL_FORM}
        initialValues={initial}
        onFinish={submit}
        onFinishFailed={() => save.reset()}
        onKeyDown={preventImplicitSubmit}
      >
        <Form.Item name="report" label={t('form.report')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={ENGINE_REPORTS.filter((name) => runnable.has(name)).map((name) =>
              option(name, tr(`catalogue.reports.${name}.name`)),
            )}
          />
        </Form.Item>
        <ScheduleVehicles />
        <Form.Item name="frequency" label={t('form.frequency')}>
          <Select options={SCHEDULE_FREQUENCIES.map((value) => option(value, t(`frequency.${value}`)))} />
        </Form.Item>
        {frequency === 'weekly' ? (
          <Form.Item name="weekday" label={t('form.weekday')}>
            <Select options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))} />
          </Form.Item>
        ) : null}
        {frequency === 'monthly' ? (
          <Form.Item name="month_day" label={t('form.month_day')}>
            <InputNumber min={1} max={SCHEDULE_MAX_MONTH_DAY} precision={0} />
          </Form.Item>
        ) : null}
        <Form.Item name="hour" label={t('form.hour')}>
          <Select options={HOURS} />
        </Form.Item>
        <Form.Item
          name="emails"
          label={t('form.emails')}
          help={t('form.emails_help', { count: SCHEDULE_MAX_EMAILS })}
          rules={[{ required: true, message: errorText('invalid_email') }]}
        >
          <Input type="text" inputMode="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="language" label={t('form.language')}>
          <Select options={SCHEDULE_LANGUAGES.map((value) => option(value, t(`form.languages.${value}`)))} />
        </Form.Item>
        <Form.Item name="active" label={t('form.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon message={errorText(problem)} /> : null}
    </Modal>
  );
}

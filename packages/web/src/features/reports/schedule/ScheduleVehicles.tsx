import { Form, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportGroupSelect } from '../shell/ReportGroupSelect';
import { ReportVehicleSelect } from '../shell/ReportVehicleSelect';
import type { ScheduleTarget } from './scheduleValues';

/** The whole fleet, some vehicles or a group, with the report screens' own pickers. */
export function ScheduleVehicles() {
  const { t } = useTranslation('reportSchedules');
  const target = Form.useWatch<ScheduleTarget | undefined>('target');
  const targets = [
    { value: 'fleet' as const, label: t('form.fleet') },
    { value: 'vehicles' as const, label: t('form.vehicles') },
    { value: 'group' as const, label: t('form.group') },
  ];
  return (
    <>
      <Form.Item name="target" label={t('form.target')}>
        <Segmented<ScheduleTarget> options={targets} />
      </Form.Item>
      <Form.Item name="imeis" hidden={target !== 'vehicles'} noStyle={target !== 'vehicles'}>
        {target === 'vehicles' ? <VehicleField /> : <span />}
      </Form.Item>
      <Form.Item name="group" hidden={target !== 'group'} noStyle={target !== 'group'}>
        {target === 'group' ? <GroupField /> : <span />}
      </Form.Item>
    </>
  );
}

type FieldProps<T> = { value?: T; onChange?: (value: T) => void };

function VehicleField({ value = [], onChange }: FieldProps<string[]>) {
  return <ReportVehicleSelect value={value} onChange={(imeis) => onChange?.(imeis)} />;
}

function GroupField({ value, onChange }: FieldProps<number | undefined>) {
  return <ReportGroupSelect value={value} onChange={(group) => onChange?.(group)} />;
}

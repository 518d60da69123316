import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SchemaField, type SchemaFieldProps } from './SchemaField';

const DAY = 'YYYY-MM-DD';
const FULL = { width: '100%' } as const;

/** The form keeps the call's text date (YYYY-MM-DD); the picker shows it as a day. */
const toPicker = (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value, DAY) : null });
const fromPicker = (day: Dayjs | null) => (day ? day.format(DAY) : undefined);

export type DateFieldProps = Omit<SchemaFieldProps, 'children'>;

/** A date field of a resource form, checked like any other against the call's schema. */
export function DateField(props: DateFieldProps) {
  return (
    <SchemaField {...props} getValueProps={toPicker} normalize={fromPicker}>
      <DatePicker style={FULL} />
    </SchemaField>
  );
}

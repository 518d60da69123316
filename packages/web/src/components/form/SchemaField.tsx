import type { ReactNode } from 'react';
import { Form, type FormItemProps, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldProblem, MESSAGES, type MessageCode } from '@armada/domain';
import { useFormSchema } from './schemaContext';

export type SchemaFieldProps = Omit<FormItemProps, 'name' | 'rules'> & {
  name: string;
  label: ReactNode;
  /** The text for an empty required field when the spec gives one ('Brand has not been selected'). */
  emptyMessage?: string;
  /** The text for a value the schema refuses, when the spec gives one ('Invalid address, phone, email or location'). */
  invalidMessage?: string;
  /**
   * A rule across fields the schema cannot hold (a lower limit below the upper one): answers the
   * message code of the problem, or null. List the fields it reads in `dependencies`.
   */
  check?: (values: Record<string, unknown>) => MessageCode | null;
  children: ReactNode;
};

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A form field checked on the client with the call's schema, before the server checks it again. */
export function SchemaField(props: SchemaFieldProps) {
  const { name, emptyMessage, invalidMessage, check, children, required: needed, ...item } = props;
  const { t } = useTranslation('errors');
  const schema = useFormSchema();
  // `required` makes a field the call takes as optional necessary in this form (a dealer must name the owner).
  const required = needed ?? schema.required?.includes(name) ?? false;
  const rule: FormRule = ({ getFieldsValue }) => ({
    validator: (_: unknown, value: unknown) => {
      const problem =
        fieldProblem(schema, name, value) ??
        (required && isBlank(value) ? 'fill_blank' : null) ??
        check?.(getFieldsValue(true) as Record<string, unknown>) ??
        null;
      if (!problem) return Promise.resolve();
      const special =
        problem === 'fill_blank' ? emptyMessage : problem === 'invalid_value' ? invalidMessage : undefined;
      const text = special ?? t(problem, { defaultValue: MESSAGES[problem] });
      return Promise.reject(new Error(text));
    },
  });
  return (
    <Form.Item name={name} required={required} rules={[rule]} {...item}>
      {children}
    </Form.Item>
  );
}

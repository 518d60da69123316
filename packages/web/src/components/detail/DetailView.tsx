import type { ReactNode } from 'react';
import { Descriptions, Spin } from 'antd';
import { toApiError } from '../../api/ApiError';
import { useResourceView, type ResourceRef } from '../../api/resource';
import { ErrorMessage } from '../ErrorMessage';

export type DetailField<T> = { key: string; label: ReactNode; render?: (row: T) => ReactNode };

export type DetailViewProps<T> = {
  resource: ResourceRef;
  id: number;
  fields: readonly DetailField<T>[];
};

const shown = (value: unknown): ReactNode =>
  value === null || value === undefined || value === ''
    ? '-'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The detail shell: loads one row by id and lays out its fields; '-' for what is empty. */
export function DetailView<T extends Record<string, unknown>>({ resource, id, fields }: DetailViewProps<T>) {
  const row = useResourceView<T>(resource, id);
  if (row.isPending) return <Spin />;
  if (row.error) return <ErrorMessage error={toApiError(row.error)} />;
  const items = fields.map((field) => ({
    key: field.key,
    label: field.label,
    children: field.render ? field.render(row.data) : shown(row.data[field.key]),
  }));
  return <Descriptions column={1} size="small" bordered items={items} />;
}

import { joinList, splitList } from '@armada/domain';
import { SchemaField, type SchemaFieldProps } from '../../components/form/SchemaField';

export type ListFieldProps = Omit<SchemaFieldProps, 'getValueProps' | 'normalize'> & {
  /** The items are ids (numbers) rather than codes. */
  numeric?: boolean;
};

/**
 * A multiple choice of a resource form: the form keeps the call's comma-joined text (an emptied
 * list as the lone separator), the select inside works with the items.
 */
export function ListField({ numeric = false, ...props }: ListFieldProps) {
  const toSelect = (value: unknown) => {
    const items = splitList(typeof value === 'string' ? value : '');
    return { value: numeric ? items.map(Number) : items };
  };
  const fromSelect = (items: readonly (string | number)[] | undefined) => joinList(items ?? []);
  return <SchemaField {...props} getValueProps={toSelect} normalize={fromSelect} />;
}

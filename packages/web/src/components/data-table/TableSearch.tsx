import { SearchInput } from './SearchInput';
import type { TableControls } from './useTableQuery';

export type TableSearchProps<F extends string, S extends string> = {
  /** The table whose `search` filter the box edits. */
  controls: TableControls<F | 'search', S>;
  placeholder: string;
  width?: number;
};

/** The search box of a list: bound to the table's `search` filter, which the address keeps. */
export function TableSearch<F extends string, S extends string>({
  controls,
  placeholder,
  width,
}: TableSearchProps<F, S>) {
  return (
    <SearchInput
      value={controls.state.filters.search ?? ''}
      placeholder={placeholder}
      width={width}
      onSearch={(search) => controls.setFilters({ search } as Partial<Record<F | 'search', string>>)}
    />
  );
}

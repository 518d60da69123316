import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPLORER_COLUMNS, TOTAL_WIDTH, type ColumnKey } from './explorerColumns';
import { cellStyle, STICKY } from './FleetTableRow';
import type { FleetSort } from './sortFleet';

export type FleetTableHeaderProps = { sort: FleetSort; onSort: (key: ColumnKey) => void; height: number };

const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

/** The sticky header; each column sorts on a click (again: the other way). */
export function FleetTableHeader({ sort, onSort, height }: FleetTableHeaderProps) {
  const { t } = useTranslation('explore');
  return (
    <div role="rowgroup" style={{ position: 'sticky', top: 0, zIndex: 1, minWidth: TOTAL_WIDTH }}>
      <div
        role="row"
        aria-rowindex={1}
        style={{
          display: 'flex',
          height,
          alignItems: 'center',
          background: '#fafafa',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        {EXPLORER_COLUMNS.map((column, index) => {
          const sorted = sort.key === column.key;
          return (
            <div
              role="columnheader"
              key={column.key}
              aria-sort={sorted ? ARIA_SORT[sort.direction] : 'none'}
              className={index === 0 ? STICKY : undefined}
              style={cellStyle(column, index === EXPLORER_COLUMNS.length - 1)}
            >
              <button
                type="button"
                onClick={() => onSort(column.key)}
                style={{ all: 'unset', cursor: 'pointer', fontWeight: 600, display: 'inline-flex', gap: 4 }}
              >
                {t(`columns.${column.key}`)}
                {sorted ? sort.direction === 'ascend' ? <CaretUpOutlined /> : <CaretDownOutlined /> : null}
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}

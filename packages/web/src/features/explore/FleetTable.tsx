import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FleetEntry } from '../fleet/fleetModel';
import { EXPLORER_COLUMNS, TOTAL_WIDTH, type ColumnKey } from './explorerColumns';
import { FleetTableHeader } from './FleetTableHeader';
import { FleetTableRow } from './FleetTableRow';
import type { FleetSort } from './sortFleet';

export type FleetTableProps = {
  rows: readonly FleetEntry[];
  sort: FleetSort;
  onSort: (key: ColumnKey) => void;
  onOpen: (imei: string) => void;
  height: number;
};

const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;
const OVERSCAN = 10;

/**
 * A grid that renders only the rows in view (fixed row height), so 20,000 trucks scroll and update
 * smoothly; the header stays on top and scrolls sideways with the rows.
 */
export function FleetTable({ rows, sort, onSort, onOpen, height }: FleetTableProps) {
  const { t } = useTranslation('explore');
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);

  return (
    <div
      role="grid"
      aria-label={t('table')}
      aria-rowcount={rows.length + 1}
      aria-colcount={EXPLORER_COLUMNS.length}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      style={{
        height,
        overflow: 'auto',
        position: 'relative',
        border: '1px solid #f0f0f0',
        borderRadius: 8,
        background: '#fff',
      }}
    >
      <FleetTableHeader sort={sort} onSort={onSort} height={HEADER_HEIGHT} />
      <div role="rowgroup" style={{ position: 'relative', height: rows.length * ROW_HEIGHT, minWidth: TOTAL_WIDTH }}>
        {rows.slice(first, last).map((entry, offset) => (
          <FleetTableRow
            key={entry.vehicle.imei}
            vehicle={entry.vehicle}
            rowIndex={first + offset + 2}
            top={(first + offset) * ROW_HEIGHT}
            height={ROW_HEIGHT}
            onOpen={onOpen}
          />
        ))}
      </div>
    </div>
  );
}

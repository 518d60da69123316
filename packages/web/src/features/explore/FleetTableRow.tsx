import { MovementTag } from '../fleet/MovementTag';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonitoringVehicle } from '@armada/domain';
import { EXPLORER_COLUMNS, TOTAL_WIDTH, type ExplorerColumn } from './explorerColumns';
import './explore.css';

export type FleetTableRowProps = {
  vehicle: MonitoringVehicle;
  /** 1-based among all rows, the header being row 1. */
  rowIndex: number;
  top: number;
  height: number;
  onOpen: (imei: string) => void;
};

export const STICKY = 'armada-fleet-sticky';

export const cellStyle = (column: ExplorerColumn, last: boolean) =>
  ({
    flex: last ? `1 0 ${column.width}px` : `0 0 ${column.width}px`,
    padding: '0 8px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: column.align ?? 'left',
  }) as const;

/** One vehicle of the explorer; memoised, so only the trucks that changed render again. */
export const FleetTableRow = memo(function FleetTableRow({
  vehicle,
  rowIndex,
  top,
  height,
  onOpen,
}: FleetTableRowProps) {
  const { t } = useTranslation(['explore', 'maps']);
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      tabIndex={0}
      className="armada-fleet-row"
      onClick={() => onOpen(vehicle.imei)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(vehicle.imei);
      }}
      style={{
        position: 'absolute',
        top,
        left: 0,
        height,
        minWidth: TOTAL_WIDTH,
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        borderBottom: '1px solid #f0f0f0',
        cursor: 'pointer',
      }}
    >
      {EXPLORER_COLUMNS.map((column, index) => {
        const text = column.text(vehicle, t);
        const last = index === EXPLORER_COLUMNS.length - 1;
        return (
          <div
            role="gridcell"
            key={column.key}
            className={index === 0 ? STICKY : undefined}
            style={cellStyle(column, last)}
            title={last ? (vehicle.location ?? undefined) : undefined}
          >
            {column.key === 'movement' ? (
              <MovementTag movement={vehicle.movement} style={{ marginInlineEnd: 0 }} />
            ) : (
              text
            )}
          </div>
        );
      })}
    </div>
  );
});

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVEMENTS } from '@armada/domain';
import type { FleetEntry } from '../../fleet/fleetModel';
import { ABNORMAL_OUTLINE, MOVEMENT_COLORS_ON_DARK } from '../../fleet/movementStyle';
import { fleetCounts } from './fleetCounts';

export type WallCountersProps = { entries: readonly FleetEntry[] };

function Counter({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <div role="group" aria-label={label} style={{ minWidth: 96, textAlign: 'center' }}>
      <div style={{ fontSize: 34, fontWeight: 700, lineHeight: 1.1, color }}>{value}</div>
      <div style={{ fontSize: 13, color: '#c9d1e0', textTransform: 'uppercase', letterSpacing: 0.5 }}>{label}</div>
    </div>
  );
}

/** Large counts readable across a control room: the fleet, each movement, the abnormal trucks. */
export function WallCounters({ entries }: WallCountersProps) {
  const { t } = useTranslation(['explore', 'maps']);
  const counts = useMemo(() => fleetCounts(entries), [entries]);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <Counter label={t('wall.total')} value={counts.total} color="#ffffff" />
      {MOVEMENTS.map((movement) => (
        <Counter
          key={movement}
          label={t(`maps:movement.${movement}`)}
          value={counts.movement[movement]}
          color={MOVEMENT_COLORS_ON_DARK[movement]}
        />
      ))}
      <Counter label={t('wall.abnormal')} value={counts.abnormal} color={ABNORMAL_OUTLINE} />
    </div>
  );
}

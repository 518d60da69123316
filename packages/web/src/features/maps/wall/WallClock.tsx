import { formatDateTime } from '../../../components/formatDate';
import { useNow } from '../../alerts/useNow';

/** Date and time in the spec's format, for a screen nobody touches. */
export function WallClock() {
  const now = useNow(10_000);
  const iso = new Date(now).toISOString();
  return (
    <time dateTime={iso} style={{ color: '#c9d1e0', fontSize: 16, fontVariantNumeric: 'tabular-nums' }}>
      {formatDateTime(iso)}
    </time>
  );
}

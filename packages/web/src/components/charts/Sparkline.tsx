export type SparklineProps = {
  /** Values from 0 to `max`, in order; null leaves a gap. */
  values: readonly (number | null)[];
  max?: number;
  width?: number;
  height?: number;
  /** Names the line for screen readers. */
  label: string;
};

const STROKE = '#1677ff';
const PAD = 2;

/** A small line of values (a trend beside a table row): one SVG, no chart library, gaps where a value is missing. */
export function Sparkline({ values, max = 100, width = 120, height = 28, label }: SparklineProps) {
  const step = values.length > 1 ? (width - 2 * PAD) / (values.length - 1) : 0;
  const y = (value: number) => height - PAD - (Math.min(Math.max(value, 0), max) / max) * (height - 2 * PAD);
  const runs: string[][] = [[]];
  values.forEach((value, index) => {
    if (value === null) runs.push([]);
    else runs[runs.length - 1]?.push(`${(PAD + index * step).toFixed(1)},${y(value).toFixed(1)}`);
  });
  return (
    <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {runs
        .filter((run) => run.length > 0)
        .map((run) =>
          run.length === 1 ? (
            <circle key={run[0]} cx={run[0]?.split(',')[0]} cy={run[0]?.split(',')[1]} r={2} fill={STROKE} />
          ) : (
            <polyline key={run[0]} points={run.join(' ')} fill="none" stroke={STROKE} strokeWidth={1.5} />
          ),
        )}
    </svg>
  );
}

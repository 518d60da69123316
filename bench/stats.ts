/** Percentiles and a printed line per measurement: benchmarks print figures, tests never time. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** The middle value (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (!Number.isInteger(middle)) return sorted[Math.floor(middle)] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

export async function measure(name: string, runs: number, body: (i: number) => Promise<void>): Promise<void> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await body(i);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(2);
  process.stdout.write(
    `${name.padEnd(44)} runs ${String(runs).padStart(5)}  p50 ${fmt(percentile(times, 50))} ms  p99 ${fmt(percentile(times, 99))} ms  ${fmt((runs / total) * 1000)}/s\n`,
  );
}

/** The same line as `measure` for samples taken elsewhere (e.g. latencies matched across sockets). */
export function reportSamples(name: string, samples: number[], totalMs: number, extra = ''): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(2);
  process.stdout.write(
    `${name.padEnd(44)} runs ${String(sorted.length).padStart(5)}  p50 ${fmt(percentile(sorted, 50))} ms  p99 ${fmt(percentile(sorted, 99))} ms  ${fmt((sorted.length / totalMs) * 1000)}/s  ${extra}\n`,
  );
}

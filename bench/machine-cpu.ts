import { readFileSync } from 'node:fs';

/** The machine's CPU time by kind since boot (Linux /proc/stat, in ticks), or null elsewhere. */
export function machineTicks(): number[] | null {
  const line = readProcFile('/proc/stat').split('\n')[0] ?? '';
  return line.startsWith('cpu ') ? line.trim().split(/\s+/).slice(1).map(Number) : null;
}

/** A /proc file's text; empty once its process has gone, or where there is no /proc. */
export function readProcFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Where the machine's CPU time went between two readings, or null without them. */
export type MachineShare = { idle: number; steal: number };

export function machineShare(before: number[] | null, after: number[] | null): MachineShare | null {
  if (!before || !after) return null;
  const spent = after.map((ticks, i) => ticks - (before[i] ?? 0));
  const total = spent.reduce((sum, ticks) => sum + ticks, 0) || 1;
  // The fields: user nice system idle iowait irq softirq steal ...
  const share = (...kinds: number[]) => kinds.reduce((sum, i) => sum + (spent[i] ?? 0), 0) / total;
  return { idle: share(3, 4), steal: share(7) };
}

import { useEffect, useRef } from 'react';
import { echarts, type EChartsCoreOption } from './echarts';

export type EChartProps = {
  option: EChartsCoreOption;
  /** The chart's height in pixels; it takes its container's width. */
  height?: number;
  /** Names the chart for screen readers. */
  label: string;
};

/** One ECharts instance: created on mount, fed each new option, resized with its box, disposed on unmount. */
export function EChart({ option, height = 260, label }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = echarts.init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // Not merged: a new report replaces the old series rather than keeping bars it no longer has.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

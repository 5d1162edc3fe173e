import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  /** One value a day, in the order of `days`; null where there is none. */
  values: readonly (number | null)[];
  color: string;
}

interface LineChartProps {
  /** What the chart shows, for screen readers: the figures themselves are in the table beside it. */
  summary: string;
  /** YYYY-MM-DD, ascending. */
  days: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00+05:30`) / 1000;

/**
 * A line chart of daily figures drawn by uPlot (a small canvas chart library): a picture for sighted
 * readers, named by `summary`; every figure is also in the report's table, which screen readers use.
 */
export function LineChart({ summary, days, series, height = 260 }: LineChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: element.clientWidth || 640,
        height,
        series: [{}, ...series.map((line) => ({ label: line.label, stroke: line.color, width: 2 }))],
        axes: [{}, { size: 70 }],
        scales: { x: { time: true } },
      },
      [days.map(dayStart), ...series.map((line) => [...line.values])],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, height]);
  return <div ref={host} role="img" aria-label={summary} className="chart" />;
}

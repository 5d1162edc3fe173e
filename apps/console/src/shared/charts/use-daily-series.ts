import { useMemo } from 'react';
import type { ChartSeries } from './line-chart';

/** A chart line: which numeric field of a report's day it draws. */
export interface DailyLine<Day> {
  key: { [Field in keyof Day]: Day[Field] extends number ? Field : never }[keyof Day];
  label: string;
  color: string;
}

/** A report's days as a line chart's days and series; `lines` should be a module constant. */
export function useDailySeries<Day extends { day: string }>(
  days: readonly Day[] | undefined,
  lines: readonly DailyLine<Day>[],
): { days: string[]; series: ChartSeries[] } {
  return useMemo(
    () => ({
      days: days?.map((day) => day.day) ?? [],
      series: days
        ? lines.map((line) => ({
            label: line.label,
            color: line.color,
            values: days.map((day) => day[line.key] as number),
          }))
        : [],
    }),
    [days, lines],
  );
}

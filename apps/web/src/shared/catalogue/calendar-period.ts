// Apart from shared/format/date.ts, which the first paint loads: only lazily loaded pages count periods.

/**
 * The 'YYYY-MM-DD' date `n` months or days after `date`, as the api counts periods: the 31st plus a
 * month is the shorter month's last day.
 */
export function addCalendarPeriod(date: string, n: number, unit: 'MONTHS' | 'DAYS'): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  if (unit === 'DAYS') return new Date(Date.UTC(year, month - 1, day + n)).toISOString().slice(0, 10);
  const target = new Date(Date.UTC(year, month - 1 + n, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

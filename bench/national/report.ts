// What a run made: rows and time per table, and what the database weighs per subscriber.

/** Time spent and rows written per table, summed over the batches. */
export class TableTimes {
  readonly #tables = new Map<string, { seconds: number; rows: number }>();

  add(table: string, seconds: number, rows: number): void {
    const entry = this.#tables.get(table) ?? { seconds: 0, rows: 0 };
    entry.seconds += seconds;
    entry.rows += rows;
    this.#tables.set(table, entry);
  }

  entries() {
    return [...this.#tables].map(([table, entry]) => ({ table, ...entry }));
  }
}

/** The table a statement writes, for the per-table timings ('plan', 'drop' ... otherwise). */
export function tableOf(statement: string): string {
  const insert = /^\s*insert into ([\w.]+)/i.exec(statement);
  if (insert?.[1]) return insert[1];
  const create = /^\s*create unlogged table (?:if not exists )?(\w+)/i.exec(statement);
  return create?.[1] ? `${create[1]} (staging)` : 'staging tables dropped';
}

export function markdownTable(columns: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

import type { Table } from './suite';

/** Plain text: the heading, then columns padded to their widest cell (numbers to the right). */
export function textTable({ heading, columns, rows, notes = [] }: Table): string {
  const cells = [columns, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = columns.map((_, index) => Math.max(...cells.map((row) => (row[index] ?? '').length)));
  const numeric = columns.map((_, index) => rows.length > 0 && rows.every((row) => typeof row[index] === 'number'));
  const line = (row: string[]) =>
    row
      .map((cell, index) => (numeric[index] ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [heading, line(cells[0] ?? []), rule, ...cells.slice(1).map(line), ...notes.map((note) => `  * ${note}`)].join(
    '\n',
  );
}

/** The same tables as markdown, under a title line that says where and when they were taken. */
export function markdownReport(title: string, summary: string, tables: Table[]): string {
  const cellText = (cell: string | number) => String(cell).replaceAll('|', '\\|').replaceAll('\n', ' ');
  const parts = [`# ${title}`, '', summary, ''];
  for (const { heading, columns, rows, notes = [] } of tables) {
    parts.push(
      `## ${heading}`,
      '',
      `| ${columns.map(cellText).join(' | ')} |`,
      `| ${columns.map(() => '---').join(' | ')} |`,
    );
    for (const row of rows) parts.push(`| ${row.map(cellText).join(' | ')} |`);
    parts.push('');
    for (const note of notes) parts.push(`- ${note}`);
    if (notes.length) parts.push('');
  }
  return parts.join('\n');
}

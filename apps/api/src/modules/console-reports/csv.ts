/**
 * CSV as RFC 4180 has it: CRLF line ends, a header row, a field quoted (its quotes doubled) when it holds
 * a comma, a quote or a line break. A text field that a spreadsheet would take for a formula (=, +, -, @,
 * a tab or carriage return first) is prefixed with a quote mark (OWASP's CSV injection advice); numbers
 * are written as they are.
 */
export type CsvValue = string | number | null;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(field).join(','))
    .join('\r\n')
    .concat('\r\n');
}

function field(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One sample of the Prometheus text exposition format (0.0.4). */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const METRIC_NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${METRIC_NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\[\\"n])*)"(?:,|$)/;
const COMMENT = new RegExp(`^# (HELP|TYPE) (${METRIC_NAME})(?: (.*))?$`);
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/**
 * A strict reader of the exposition: every line a comment (HELP / TYPE with a known type), a sample
 * with well-formed labels and a number, or empty (the format ignores those; prom-client writes one
 * between families); anything else throws, naming it. The text must end with a newline.
 */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  const lines = text.split('\n');
  if (lines.at(-1) !== '') throw new Error('the exposition must end with a newline');
  for (const [index, line] of lines.slice(0, -1).entries()) {
    const where = `line ${index + 1}: ${line}`;
    if (line === '') continue;
    if (line.startsWith('#')) {
      const comment = COMMENT.exec(line);
      if (!comment) throw new Error(`not a HELP or TYPE comment, ${where}`);
      if (comment[1] === 'TYPE' && !TYPES.has(comment[3] ?? '')) throw new Error(`unknown type, ${where}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample, ${where}`);
    const [, name = '', labelText = '', valueText = ''] = match;
    const value = parseValue(valueText, where);
    samples.push({ name, labels: parseLabels(labelText, where), value });
  }
  return samples;
}

function parseValue(text: string, where: string): number {
  // As Prometheus's own reader (Go's ParseFloat): Inf and NaN in any case; prom-client writes "Nan".
  if (/^\+?inf$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (/^nan$/i.test(text)) return Number.NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`not a number, ${where}`);
  return value;
}

function parseLabels(text: string, where: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const label = LABEL.exec(rest);
    if (!label) throw new Error(`malformed labels, ${where}`);
    const [whole, name = '', escaped = ''] = label;
    labels[name] = escaped.replace(/\\(["\\n])/g, (_, character: string) => (character === 'n' ? '\n' : character));
    rest = rest.slice(whole.length);
  }
  return labels;
}

/** The value of the one sample named `name` whose labels include `labels`; 0 when there is none. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const matching = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
  if (matching.length > 1) throw new Error(`${matching.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return matching[0]?.value ?? 0;
}

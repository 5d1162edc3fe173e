/** One answer of the api child, with how long it took. */
export interface Answer {
  status: number;
  ms: number;
  body: unknown;
  retryAfter: string | null;
}

export interface Call {
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A request to the api child over HTTP. A refused connection (the api killed, not yet up) answers
 * status 0 rather than throwing, so a run counts it like any other answer.
 */
export async function call(
  baseUrl: string,
  path: string,
  { method = 'GET', token, body, headers = {} }: Call = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return {
      status: response.status,
      ms: performance.now() - started,
      body: parsed,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch {
    return { status: 0, ms: performance.now() - started, body: null, retryAfter: null };
  }
}

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

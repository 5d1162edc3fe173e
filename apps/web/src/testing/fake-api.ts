import { vi } from 'vitest';
import { jsonResponse } from './fetch-mock';

/** One request the fake api received: method, path without /api and query, the query, body and headers. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A body to answer with 200, a Response, or a function of the request giving either. */
export type FakeAnswer = unknown;

type Routes = Record<string, FakeAnswer>;

/** An answer that is not a 200. */
export function reply(status: number, body?: unknown): Response {
  return jsonResponse(status, body);
}

/** Answers taken in turn, one per call; the last one repeats. */
export function inTurn(...answers: FakeAnswer[]) {
  let next = 0;
  return () => {
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    return answer;
  };
}

/** A Response answer is cloned, so one `reply()` can answer many calls (a body is read only once). */
function toResponse(answer: unknown): Response {
  return answer instanceof Response ? answer.clone() : jsonResponse(200, answer);
}

/**
 * Replaces fetch with answers keyed by 'METHOD /path' (no /api prefix, no query). Unknown routes answer
 * 404 so a test sees calls it did not expect. Routes can be added or replaced later with `answer`.
 */
export function fakeApi(initial: Routes) {
  const routes: Routes = { ...initial };
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const key = `${request.method} ${request.path}`;
    if (!(key in routes)) return jsonResponse(404, { message: `Unexpected ${key}`, code: 'NOT_FOUND' });
    const answer = routes[key];
    return toResponse(typeof answer === 'function' ? await answer(request) : answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The requests made to one route, in order. */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
    answer: (key: string, answer: FakeAnswer) => {
      routes[key] = answer;
    },
  };
}

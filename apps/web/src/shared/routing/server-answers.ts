import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** An answer a server render read (entry-server.tsx), under the key the page reads it by. */
export interface ServerAnswer {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** The answered queries of a server render, for the page's markup. */
export function serverAnswersOf(queryClient: QueryClient): ServerAnswer[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' })
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
}

/**
 * Puts a server render's answers into the browser's QueryClient, as they were when the page was drawn,
 * so the first render draws the same page. (TanStack Query's hydrate() does this and more, for 1 KB of
 * the entry that the byte budget does not have.)
 */
export function seedServerAnswers(queryClient: QueryClient, answers: readonly ServerAnswer[]): void {
  for (const answer of answers) queryClient.setQueryData(answer.queryKey, answer.data, { updatedAt: answer.updatedAt });
}

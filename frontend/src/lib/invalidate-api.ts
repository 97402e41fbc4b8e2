import type { QueryClient } from '@tanstack/react-query';

/**
 * Invalidates every cached query whose key starts with one of the API path prefixes, e.g.
 * `invalidateApi(queryClient, '/api/notes', '/api/flashcards')` covers `/api/notes/user`,
 * `['/api/notes', id]`, `/api/flashcards/public`...
 */
export function invalidateApi(queryClient: QueryClient, ...prefixes: string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && prefixes.some((prefix) => head === prefix || head.startsWith(`${prefix}/`));
    },
  });
}

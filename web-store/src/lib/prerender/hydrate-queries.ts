import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * Puts the prerender's data in the cache before the first render, so that it draws what the server drew. A failure
 * the server drew (a home page the site does not have, news not served) is drawn again rather than asked again as
 * its screen mounts, which would show a loader where the markup shows the failure.
 */
export function hydrateQueries(client: QueryClient, queries: DehydratedState): void {
  hydrate(client, queries);
  for (const query of queries.queries)
    if (query.state.status === 'error') client.setQueryDefaults(query.queryKey, { retryOnMount: false });
}

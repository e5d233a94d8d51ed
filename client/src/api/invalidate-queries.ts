import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Refreshes every cached query under each key (a resource's `all` key matches all its filtered lists). */
export function invalidateQueries(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * The two ways a route loader gets its data.
 *
 * - `prefetch`: non-blocking. The request starts with the page's code and the page renders at
 *   once, showing a skeleton, then the data or its error in place (from its own `useQuery`).
 * - `ensure`: blocking. The page waits for the data and reads it with `useSuspenseQuery`; a 404
 *   answer shows the route's not-found component, any other failure its error component.
 *
 * Both go through `queryClient.query(...)`, which replaced `fetchQuery`/`ensureQueryData`.
 */
import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isApiError } from '@/lib/api/http'

export function prefetch<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): void {
  // The page shows the failure itself; the loader must not.
  queryClient.query(options).catch(() => undefined)
}

export async function ensure<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): Promise<TData> {
  try {
    return await queryClient.query(options)
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound()
    throw error
  }
}

/**
 * The app's QueryClient. Retries live in one layer, the HTTP client (`lib/api/http.ts`: GETs twice
 * on network and 5xx failures, POSTs never), because only it knows the method and the status and
 * it serves loaders, queries and plain requests alike; React Query retrying too would multiply the
 * attempts (3 x 3 = 9 requests for one failing GET).
 *
 * A failed write nobody handles still says so: the mutation cache shows its message as an error
 * toast, unless the mutation shows its errors itself (an `onError` on the mutation, or
 * `meta: { form: true }` when a form puts them next to its fields and in its alert).
 */
import {
  MutationCache,
  QueryClient,
  type DefaultOptions,
  type Mutation,
} from '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The form that runs this write shows its errors (fields and alert): no toast. */
      form?: boolean
    }
  }
}

/** True when nobody else will tell the user that this write failed. */
export function needsErrorToast(mutation: Pick<Mutation<unknown, unknown, unknown>, 'options'>) {
  return !mutation.options.onError && !mutation.options.meta?.form
}

export function createMutationCache() {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!needsErrorToast(mutation)) return
      // Toasts are not part of the entry bundle; the first failed write brings them in.
      void Promise.all([import('@/lib/notify'), import('@/lib/api/http')]).then(
        ([{ notify }, { DEFAULT_ERROR_MESSAGE }]) =>
          notify(error.message || DEFAULT_ERROR_MESSAGE, { variant: 'error' }),
      )
    },
  })
}

export function createQueryClient({ queries }: Pick<DefaultOptions, 'queries'> = {}) {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: false,
        refetchOnWindowFocus: false,
        ...queries,
      },
      mutations: { retry: false },
    },
  })
}

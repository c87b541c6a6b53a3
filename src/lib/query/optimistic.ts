/**
 * Optimistic writes: a drag or a toggle changes the cached answer at once and the request follows.
 * `optimisticUpdate` gives the `useMutation` pieces for one cache entry: cancel its fetches,
 * snapshot it, apply the change; on failure put the snapshot back and toast the API's message; once
 * the last write to it settles, refetch it.
 */
import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query'
import { isApiError } from '@/lib/api/http'
import { notify } from '@/lib/notify'

/** What a failed write rolls back to (`undefined` when nothing was cached). */
export interface OptimisticContext<TData> {
  previous: TData | undefined
}

export interface OptimisticOptions<TData, TVariables> {
  /** The cache entry the write changes. */
  queryKey: QueryKey
  /** The change, as a pure function of the cached data; not called when nothing is cached. */
  apply: (data: TData, variables: TVariables) => TData
  /**
   * Shared by every write to this entry (prefix match): the entry is refetched only when none of
   * them is running any more. Defaults to `queryKey`.
   */
  mutationKey?: MutationKey
  /** The toast when the error carries no message of its own. */
  fallbackMessage?: string
  /** The toast whatever the error says (a screen that names the failure in its own words). */
  errorMessage?: string
  /** Whether an error gets a toast (false: the caller shows it, e.g. next to a field). */
  toastOnError?: (error: Error) => boolean
}

/** For `toastOnError`: field messages are shown by the form, anything else is a toast. */
export const unlessFieldErrors = (error: Error) =>
  !(isApiError(error) && Object.keys(error.fieldErrors).length > 0)

/**
 * Refetches `queryKey` once the last running mutation under `mutationKey` settles. Called from a
 * mutation's `onSettled`, where that mutation still counts: refetching between two quick writes
 * would show the first one's answer over the second one's optimistic state.
 */
export async function invalidateWhenIdle(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  queryKey: QueryKey,
) {
  if (queryClient.isMutating({ mutationKey }) <= 1)
    await queryClient.invalidateQueries({ queryKey })
}

/**
 * The `mutationKey`, `onMutate`, `onError` and `onSettled` of an optimistic mutation, to spread
 * into `useMutation({ mutationFn, ...optimisticUpdate(queryClient, options) })`.
 */
export function optimisticUpdate<TData, TVariables>(
  queryClient: QueryClient,
  {
    queryKey,
    apply,
    mutationKey = queryKey,
    fallbackMessage,
    errorMessage,
    toastOnError = () => true,
  }: OptimisticOptions<TData, TVariables>,
) {
  return {
    mutationKey,
    onMutate: async (variables: TVariables): Promise<OptimisticContext<TData>> => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<TData>(queryKey)
      if (previous !== undefined)
        queryClient.setQueryData<TData>(queryKey, apply(previous, variables))
      return { previous }
    },
    onError: (
      error: Error,
      _variables: TVariables,
      context: OptimisticContext<TData> | undefined,
    ) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous)
      const message = errorMessage ?? (error.message || fallbackMessage)
      if (message && toastOnError(error)) notify(message, { variant: 'error' })
    },
    onSettled: () => invalidateWhenIdle(queryClient, mutationKey, queryKey),
  }
}

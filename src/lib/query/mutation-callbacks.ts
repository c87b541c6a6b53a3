import type { UseMutationOptions } from '@tanstack/react-query'

/**
 * What a screen adds to an area's mutation hook: its own reactions (a toast, a navigation, form
 * errors). The hook keeps the cache work, and runs the caller's `onSuccess` after it.
 */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onMutate' | 'onSuccess' | 'onError' | 'onSettled' | 'meta'
>

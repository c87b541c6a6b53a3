import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/http'
import { notify } from '@/lib/notify'
import { optimisticUpdate, unlessFieldErrors, type OptimisticOptions } from '@/lib/query/optimistic'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

type List = { items: string[] }
const key = ['things', 'list'] as const

/** A promise the test settles by hand, to hold a request open. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

let queryClient: QueryClient

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  queryClient.setQueryData<List>(key, { items: ['a'] })
})

afterEach(() => {
  queryClient.clear()
  vi.mocked(notify).mockClear()
})

const cached = () => queryClient.getQueryData<List>(key)

/** A write that adds `item` to the list, answered by `request`. */
function write(
  request: () => Promise<unknown>,
  options: Partial<OptimisticOptions<List, string>> = {},
) {
  return new MutationObserver(queryClient, {
    mutationFn: () => request(),
    ...optimisticUpdate<List, string>(queryClient, {
      queryKey: key,
      apply: (data, item) => ({ items: [...data.items, item] }),
      ...options,
    }),
  })
}

describe('optimisticUpdate', () => {
  it('applies the change to the cache before the request answers', async () => {
    const answer = deferred<void>()
    const saving = write(() => answer.promise).mutate('b')
    await vi.waitFor(() => expect(cached()).toEqual({ items: ['a', 'b'] }))
    answer.resolve()
    await saving
    expect(notify).not.toHaveBeenCalled()
  })

  it('leaves an empty cache empty', async () => {
    queryClient.removeQueries({ queryKey: key })
    await write(() => Promise.resolve()).mutate('b')
    expect(cached()).toBeUndefined()
  })

  it('puts the snapshot back and toasts the error when the request fails', async () => {
    await expect(write(() => Promise.reject(new Error('Refused'))).mutate('b')).rejects.toThrow(
      'Refused',
    )
    expect(cached()).toEqual({ items: ['a'] })
    expect(notify).toHaveBeenCalledWith('Refused', { variant: 'error' })
  })

  it('toasts the fallback message when the error has none', async () => {
    const failing = write(() => Promise.reject(new Error('')), { fallbackMessage: 'Not saved' })
    await expect(failing.mutate('b')).rejects.toThrow()
    expect(notify).toHaveBeenCalledWith('Not saved', { variant: 'error' })
  })

  it('toasts the words the screen gives, whatever the error says', async () => {
    const failing = write(() => Promise.reject(new Error('Refused')), {
      errorMessage: 'Could not mark as read',
    })
    await expect(failing.mutate('b')).rejects.toThrow()
    expect(cached()).toEqual({ items: ['a'] })
    expect(notify).toHaveBeenCalledWith('Could not mark as read', { variant: 'error' })
    expect(notify).not.toHaveBeenCalledWith('Refused', expect.anything())
  })

  it('leaves field errors to the caller with unlessFieldErrors', async () => {
    const fieldError = new ApiError('Invalid', {
      kind: 'http',
      status: 400,
      body: { message: 'Invalid', errors: { name: 'Required' } },
    })
    const failing = write(() => Promise.reject(fieldError), { toastOnError: unlessFieldErrors })
    await expect(failing.mutate('b')).rejects.toThrow()
    expect(cached()).toEqual({ items: ['a'] })
    expect(notify).not.toHaveBeenCalled()

    const other = write(() => Promise.reject(new Error('Offline')), {
      toastOnError: unlessFieldErrors,
    })
    await expect(other.mutate('b')).rejects.toThrow()
    expect(notify).toHaveBeenCalledWith('Offline', { variant: 'error' })
  })

  it('refetches once, after the last of two overlapping writes settles', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const first = deferred<void>()
    const second = deferred<void>()
    const one = write(() => first.promise).mutate('b')
    const two = write(() => second.promise).mutate('c')
    await vi.waitFor(() => expect(cached()).toEqual({ items: ['a', 'b', 'c'] }))

    first.resolve()
    await one
    expect(invalidate).not.toHaveBeenCalled()
    expect(cached()).toEqual({ items: ['a', 'b', 'c'] })

    second.resolve()
    await two
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: key })
  })

  it('counts writes by the shared mutation key, not only this cache entry', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const other = deferred<void>()
    const running = new MutationObserver(queryClient, {
      mutationKey: ['things', 'comment'],
      mutationFn: () => other.promise,
    }).mutate()
    await write(() => Promise.resolve(), { mutationKey: ['things'] }).mutate('b')
    expect(invalidate).not.toHaveBeenCalled()
    other.resolve()
    await running
  })
})

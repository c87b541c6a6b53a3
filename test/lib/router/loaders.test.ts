import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/http'
import { createQueryClient } from '@/lib/query-client'
import { ensure, prefetch } from '@/lib/router/loaders'

const failing = (status: number) => ({
  queryKey: ['test', status],
  queryFn: () => Promise.reject(new ApiError('no', { kind: 'http', status })),
})

describe('route loader helpers', () => {
  it('prefetch starts the request, caches the answer and never throws', async () => {
    const queryClient = createQueryClient()
    expect(prefetch(queryClient, { queryKey: ['ok'], queryFn: () => Promise.resolve(1) })).toBe(
      undefined,
    )
    expect(() => prefetch(queryClient, failing(500))).not.toThrow()
    await expect.poll(() => queryClient.getQueryData(['ok'])).toBe(1)
    await expect.poll(() => queryClient.getQueryState(['test', 500])?.status).toBe('error')
  })

  it('ensure returns the data, turns a 404 into not-found and passes other errors on', async () => {
    const queryClient = createQueryClient()
    await expect(
      ensure(queryClient, { queryKey: ['ok'], queryFn: () => Promise.resolve(1) }),
    ).resolves.toBe(1)
    const missing = await ensure(queryClient, failing(404)).catch((error: unknown) => error)
    expect(isNotFound(missing)).toBe(true)
    await expect(ensure(queryClient, failing(500))).rejects.toBeInstanceOf(ApiError)
  })
})

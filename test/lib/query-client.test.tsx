import { http as mock, HttpResponse } from 'msw'
import { notifications } from '@mantine/notifications'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { apiGet, ApiError } from '@/lib/api/http'
import { createQueryClient, needsErrorToast } from '@/lib/query-client'
import { server } from '../../mocks/node'

const okSchema = z.object({ ok: z.boolean() })

describe('query client', () => {
  afterEach(() => vi.restoreAllMocks())

  it('sends a failing GET three times in all: the HTTP client retries, React Query does not', async () => {
    let requests = 0
    server.use(
      mock.get('*/api/test', () => {
        requests += 1
        return new HttpResponse(null, { status: 503 })
      }),
    )
    const queryClient = createQueryClient()
    await expect(
      queryClient.query({ queryKey: ['test'], queryFn: () => apiGet('api/test', okSchema) }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(requests).toBe(3)
  }, 20_000)

  it('toasts a failed write that nobody handles, and only that one', async () => {
    const show = vi.spyOn(notifications, 'show')
    const queryClient = createQueryClient()
    const fail = () => Promise.reject(new ApiError('Refused', { kind: 'http', status: 409 }))
    const run = (options: object) =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: fail, ...options })
        .execute(undefined)
        .catch(() => undefined)

    await run({ onError: () => undefined })
    await run({ meta: { form: true } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(show).not.toHaveBeenCalled()

    await run({})
    await vi.waitFor(() => expect(show).toHaveBeenCalledOnce())
    expect(show.mock.calls[0]?.[0]).toMatchObject({ message: 'Refused', color: 'red' })
  })

  it('knows who handles a write’s errors', () => {
    expect(needsErrorToast({ options: {} })).toBe(true)
    expect(needsErrorToast({ options: { meta: { form: true } } })).toBe(false)
    expect(needsErrorToast({ options: { onError: () => undefined } })).toBe(false)
  })
})

/** The caller's own presence (`GET /api/chat/presence`): what they chose, kept by the API. */
import { describe, expect, it } from 'vitest'
import { ownPresenceResponseSchema } from '@/lib/api/schemas/chat'
import { call, login } from './client'

describe('own presence', () => {
  it('is online until chosen otherwise, then what was chosen, invisible included', async () => {
    const token = await login()
    const read = async () =>
      ownPresenceResponseSchema.parse((await call('GET', '/api/chat/presence', { token })).json)
    expect((await read()).status).toBe('online')
    for (const status of ['busy', 'invisible'] as const) {
      await call('POST', '/api/chat/presence/update', { token, body: { status } })
      expect((await read()).status).toBe(status)
    }
  })

  it('needs a session', async () => {
    expect((await call('GET', '/api/chat/presence')).status).toBe(401)
  })
})

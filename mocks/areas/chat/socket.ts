/**
 * The live channel (`CHAT_LIVE_PATH`, docs/api.md, "Chat" > live): a socket whose first frame is
 * `{ type: 'hello', token }` (a browser socket cannot send headers), checked as `route.authed`
 * checks a Bearer token. Then `{ type: 'ready' }` and the person's events as they happen, each
 * one only while the token still signs them in (a password change or a ban ends the session).
 * Closed with 4401 for a bad token or a first frame that is no hello, 4403 before the account's
 * e-mail is verified. Loaded on the first socket to this address (mocks/lib/lazy-handlers.ts).
 */
import type { WebSocketHandlerConnection } from 'msw'
import { liveHelloSchema } from '@/lib/api/schemas/chat'
import { getDb } from '../../db/database'
import { DomainError } from '../../lib/errors'
import { userOfToken } from '../../lib/http'
import { subscribe } from './live'

const closeCodeOf = (error: unknown) =>
  error instanceof DomainError && error.kind === 'forbidden' ? 4403 : 4401

/** A socket opened on the live channel's address. */
export function onChatSocket({ client }: WebSocketHandlerConnection) {
  let greeted = false
  let unsubscribe: (() => void) | undefined
  // Events go out one at a time, in order, each after its token check.
  let queue = Promise.resolve()
  const end = (error: unknown) => {
    unsubscribe?.()
    unsubscribe = undefined
    client.close(closeCodeOf(error), error instanceof DomainError ? error.code : 'unauthorized')
  }
  client.addEventListener('message', ({ data }) => {
    if (greeted) return
    greeted = true
    void (async () => {
      try {
        const db = await getDb()
        const { token } = liveHelloSchema.parse(typeof data === 'string' ? JSON.parse(data) : 0)
        const user = await userOfToken(token, db)
        client.send(JSON.stringify({ type: 'ready' }))
        unsubscribe = subscribe(user.id, (event) => {
          queue = queue
            .then(async () => {
              await userOfToken(token, db)
              client.send(JSON.stringify(event))
            })
            .catch(end)
        })
      } catch (error) {
        end(error)
      }
    })()
  })
  client.addEventListener('close', () => unsubscribe?.())
}

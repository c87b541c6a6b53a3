/**
 * The mock API worker's side of its ports (mocks/worker/api-bridge.ts), with the real handlers
 * behind it, as the worker runs them: a request sent down a port the way the service worker sends
 * it gets the answer the API gives, and a socket opened over a port is the live channel.
 */
import { getResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_LIVE_PATH } from '@/lib/api/schemas/chat-constants'
import { handlers } from '../../mocks/handlers'
import { socketListeners } from '../../mocks/lib/lazy-handlers'
import { NO_SOCKET_ROUTE, serveRequests, serveSocket } from '../../mocks/worker/api-bridge'
import {
  deserializeResponse,
  serializeRequest,
  type ApiAnswer,
  type SocketFrame,
} from '../../mocks/worker/protocol'
import { login } from './client'

const origin = 'http://localhost'
const open: MessagePort[] = []
afterEach(() => {
  for (const port of open.splice(0)) port.close()
})

/** A port whose far end the bridge serves with `answer`; `ask` sends one request down it. */
function line(answer: (request: Request) => Promise<Response | undefined>) {
  const { port1, port2 } = new MessageChannel()
  open.push(port1, port2)
  serveRequests(port1, answer)
  const waiting = new Map<number, (answer: ApiAnswer) => void>()
  port2.onmessage = ({ data }: MessageEvent<ApiAnswer>) => waiting.get(data.id)?.(data)
  let id = 0
  return async (request: Request): Promise<ApiAnswer> => {
    const message = await serializeRequest((id += 1), request)
    return new Promise((resolve) => {
      waiting.set(message.id, resolve)
      port2.postMessage(message, message.body ? [message.body] : [])
    })
  }
}

const api = (request: Request) => getResponse(handlers, request)

describe('requests over a port', () => {
  it('answers as the API does: status, headers and body', async () => {
    const ask = line(api)
    const token = await login()
    const request = () =>
      new Request(`${origin}/api/account/my-account`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    const answer = await ask(request())
    if ('passthrough' in answer) throw new Error('not answered')
    const direct = await fetch(request())
    const response = deserializeResponse(answer)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(direct.headers.get('content-type'))
    expect(await response.json()).toEqual(await direct.json())
  })

  it('carries a body and the refusal that comes with a bad one', async () => {
    const ask = line(api)
    const answer = await ask(
      new Request(`${origin}/api/account/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: 'wrong-password' }),
      }),
    )
    if ('passthrough' in answer) throw new Error('not answered')
    expect(answer.status).toBe(400)
    expect(await deserializeResponse(answer).json()).toHaveProperty('message')
  })

  it("keeps the request's credentials mode, so msw skips its cookie store for the app's calls", async () => {
    const seen: RequestCredentials[] = []
    const ask = line((request) => {
      seen.push(request.credentials)
      return Promise.resolve(new Response(null, { status: 204 }))
    })
    await ask(new Request(`${origin}/api/account/my-account`, { credentials: 'omit' }))
    await ask(new Request(`${origin}/api/images/covers/cover-1.svg`, { credentials: 'include' }))
    expect(seen).toEqual(['omit', 'include'])
  })

  it('says so when no handler answers, so the service worker goes to the network', async () => {
    const ask = line(api)
    expect(await ask(new Request(`${origin}/not-the-api`))).toEqual({ id: 1, passthrough: true })
  })

  it('answers 500 with the HTTP layer’s text when the answer itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const ask = line(() => Promise.reject(new Error('boom')))
    const answer = await ask(new Request(`${origin}/api/blog/posts`))
    if ('passthrough' in answer) throw new Error('not answered')
    expect(answer.status).toBe(500)
    expect(await deserializeResponse(answer).json()).toEqual({ message: 'Something went wrong' })
  })

  it('answers requests as each is ready, not in turn', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const ask = line(async (request) => {
      if (request.url.endsWith('/slow')) await held
      return new Response(new URL(request.url).pathname)
    })
    const slow = ask(new Request(`${origin}/slow`))
    const fast = await ask(new Request(`${origin}/fast`))
    expect('body' in fast && new TextDecoder().decode(fast.body)).toBe('/fast')
    release()
    const late = await slow
    expect('body' in late && new TextDecoder().decode(late.body)).toBe('/slow')
  })
})

describe('a socket over a port', () => {
  let token: string
  beforeEach(async () => {
    token = await login()
  })

  /** The page's end of a socket the bridge serves on `path`. */
  function socket(path: string) {
    const { port1, port2 } = new MessageChannel()
    open.push(port1, port2)
    const frames: SocketFrame[] = []
    port2.onmessage = ({ data }: MessageEvent<SocketFrame>) => frames.push(data)
    void serveSocket(port1, `ws://localhost${path}`, socketListeners)
    return { frames, send: (frame: SocketFrame) => port2.postMessage(frame) }
  }

  it('is the live channel: a hello with a valid token is answered ready', async () => {
    const live = socket(CHAT_LIVE_PATH)
    live.send({ data: JSON.stringify({ type: 'hello', token }) })
    await vi.waitFor(() =>
      expect(live.frames).toEqual([{ data: JSON.stringify({ type: 'ready' }) }]),
    )
  })

  it('closes with the channel’s code for a bad token', async () => {
    const live = socket(CHAT_LIVE_PATH)
    live.send({ data: JSON.stringify({ type: 'hello', token: 'not-a-token' }) })
    await vi.waitFor(() =>
      expect(live.frames).toEqual([{ close: { code: 4401, reason: 'token_invalid' } }]),
    )
  })

  it('closes a socket on a path nothing listens on', async () => {
    const stray = socket('/api/nowhere')
    await vi.waitFor(() =>
      expect(stray.frames).toEqual([{ close: { code: NO_SOCKET_ROUTE, reason: 'not_found' } }]),
    )
  })
})

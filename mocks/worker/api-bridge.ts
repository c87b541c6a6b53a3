/**
 * The mock API's worker side of the ports (protocol.ts): requests the service worker sends down a
 * port are answered by `answer` (msw's `getResponse` over the handlers), and a socket the page
 * opens is served by the listener of its path, against a stand-in for msw's socket client with
 * the surface the listeners use (`addEventListener('message' | 'close')`, `send`, `close`), as
 * `npm run mock-server` does (scripts/mock-server/websocket.mjs). Pure: no worker globals, so
 * vitest runs it over node's MessageChannel.
 */
import type { WebSocketHandlerConnection } from 'msw'
import {
  deserializeRequest,
  serializeResponse,
  type ApiAnswer,
  type ApiRequest,
  type SocketFrame,
} from './protocol'

type Answer = (request: Request) => Promise<Response | undefined>

/** A close code of our own (4000–4999): nothing listens on the socket's path. */
export const NO_SOCKET_ROUTE = 4404

/** Answers every request that comes down `port`, each as soon as it is ready (not in turn). */
export function serveRequests(port: MessagePort, answer: Answer): void {
  port.onmessage = ({ data }: MessageEvent<ApiRequest>) => {
    void (async () => {
      let reply: ApiAnswer
      try {
        const response = await answer(deserializeRequest(data))
        reply = response
          ? await serializeResponse(data.id, response)
          : { id: data.id, passthrough: true }
      } catch (error) {
        // The handlers turn every failure into a 4xx or 500 of their own; this is what escaped them.
        console.error('The mock API failed to answer', data.method, data.url, error)
        const body = new TextEncoder().encode(JSON.stringify({ message: 'Something went wrong' }))
        reply = {
          id: data.id,
          status: 500,
          statusText: 'Internal Server Error',
          headers: [['content-type', 'application/json']],
          body: body.buffer,
        }
      }
      port.postMessage(reply, 'body' in reply ? [reply.body] : [])
    })()
  }
}

type Listener = (connection: WebSocketHandlerConnection) => void
type ClientListener = (event: { data: string }) => void

/** Serves the page's socket on `url` through `port`, with the listener of its path. */
export async function serveSocket(
  port: MessagePort,
  url: string,
  listeners: ReadonlyMap<string, () => Promise<Listener>>,
): Promise<void> {
  const send = (frame: SocketFrame) => port.postMessage(frame)
  const { pathname } = new URL(url)
  const route = [...listeners].find(([path]) => pathname.endsWith(path))
  if (!route) {
    send({ close: { code: NO_SOCKET_ROUTE, reason: 'not_found' } })
    port.close()
    return
  }
  const listener = await route[1]()
  const on = { message: new Set<ClientListener>(), close: new Set<() => void>() }
  let open = true
  const closed = () => {
    if (!open) return
    open = false
    port.close()
    for (const callback of on.close) callback()
  }
  const client = {
    url,
    addEventListener(type: 'message' | 'close', callback: ClientListener & (() => void)) {
      on[type].add(callback)
    },
    send(data: string) {
      if (open) send({ data })
    },
    close(code?: number, reason?: string) {
      if (!open) return
      send({ close: { code, reason } })
      closed()
    },
  }
  port.onmessage = ({ data }: MessageEvent<SocketFrame>) => {
    if ('close' in data) closed()
    else for (const callback of on.message) callback({ data: data.data })
  }
  listener({ client } as unknown as WebSocketHandlerConnection)
}

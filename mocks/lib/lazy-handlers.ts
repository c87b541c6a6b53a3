/**
 * Handlers whose code loads on the first call that needs it, for areas the first visit does not
 * call (docs/decisions/bundle-budget.md): the area lists its routes eagerly, by method and path,
 * so msw matches each one as usual (and `npm run mock-server` knows them for `405`, `Allow` and
 * CORS); the handlers themselves (`http.get(...)` as in any area) wait in a module imported on
 * demand, and answer through msw's getResponse. test/mocks/chat-lazy.test.ts checks that each
 * list names exactly its handlers.
 */
import {
  getResponse,
  http,
  type RequestHandler,
  type WebSocketHandler,
  type WebSocketHandlerConnection,
} from 'msw'

/** Every deferred load, once each (a failed one is tried again on the next call). */
const loads: (() => Promise<unknown>)[] = []
function once<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  loads.push(get)
  return get
}

/**
 * Loads every deferred area now: `npm run mock-server` does at start-up (mocks/server/entry.ts),
 * since its module runner imports nothing once started.
 */
export const loadDeferred = () => Promise.all(loads.map((load) => load()))

/**
 * One handler per route, `'<get|post> <path after prefix>'`, each answering with `load()`'s
 * handlers.
 */
export function lazyHandlers(
  prefix: string,
  routes: readonly string[],
  load: () => Promise<RequestHandler[]>,
) {
  const loaded = once(load)
  return routes.map((route) => {
    const [method, path] = route.split(' ') as ['get' | 'post', string]
    return http[method](`*${prefix}${path}`, async ({ request }) =>
      getResponse(await loaded(), request),
    )
  })
}

const none = () => undefined

/**
 * A WebSocket handler for the sockets opened on an address ending with `path`, whose listener
 * (`load()`) loads on the first one; other sockets (Vite's HMR) never load it.
 *
 * Written against msw's handler protocol rather than with `ws.link()`: msw's socket code shares a
 * module with what the worker already ships, so using it anywhere adds ~3 KB gzip to the first
 * visit (docs/decisions/chat.md, "Bundle"). The protocol (msw 3, `WebSocketNetworkFrame`): the
 * frame calls `run(connection)`, which answers the matched connection or null, then connects it
 * through the handler's `kConnect` method, a symbol of msw's own, found here by its description.
 * test/mocks/chat-live.test.ts opens sockets through msw/node, so a change of protocol fails there.
 */
export function lazySocket(
  path: string,
  load: () => Promise<(connection: WebSocketHandlerConnection) => void>,
): WebSocketHandler {
  const loaded = once(load)
  let listener: ((connection: WebSocketHandlerConnection) => void) | undefined
  const handler: Record<PropertyKey, unknown> = {
    kind: 'websocket',
    async run({ client, server, info }: Omit<WebSocketHandlerConnection, 'params'>) {
      if (!new URL(client.url).pathname.endsWith(path)) return null
      listener = await loaded()
      return { client, server, info, params: {} }
    },
    log: () => none,
    reset: none,
    restore: none,
    dispose: none,
  }
  const connect = (connection: WebSocketHandlerConnection) => {
    listener!(connection)
    return true
  }
  return new Proxy(handler, {
    get: (target, key) =>
      key in target
        ? target[key]
        : typeof key === 'symbol' && key.description === 'kConnect'
          ? connect
          : undefined,
  }) as unknown as WebSocketHandler
}

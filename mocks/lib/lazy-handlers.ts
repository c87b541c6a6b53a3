/**
 * An area's handlers loaded on its first call instead of with the mock API: the mock API is part
 * of every first visit with mocks on (docs/decisions/bundle-budget.md), and most visits never
 * open most areas. The area lists one thin handler for its path prefix; the first request under
 * it imports the real handlers (`() => import('./handlers')`, a chunk of their own) and every
 * request is answered by them through msw's `getResponse`, with the request as it came: the same
 * token, body and query, so `route()` applies every rule (roles, body limit, write lock, errors)
 * as if the handlers were listed directly. A request none of them answers falls through, as it
 * would without the wrapper.
 *
 * `npm run mock-server` lists every route up front (405 with Allow, CORS preflights) and its
 * module runner closes once the entry is loaded, so its entry loads them all first
 * (`withLazyHandlersLoaded`).
 */
import {
  getResponse,
  http,
  type RequestHandler,
  type WebSocketHandler,
  type WebSocketHandlerConnection,
} from 'msw'
import type { Database, SeedContext } from '../db/database'

type Load = () => Promise<readonly RequestHandler[]>

const loaders = new WeakMap<RequestHandler, () => Promise<RequestHandler[]>>()

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One handler for `prefix` (`/api/blog`: the path itself and everything under it). */
export function lazyHandlers(prefix: string, load: Load) {
  let loading: Promise<RequestHandler[]> | undefined
  const handlers = () => {
    loading ??= load().then(
      (list) => [...list],
      (error: unknown) => {
        // A chunk that failed to load (offline for a moment) is tried again on the next call.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const handler = http.all(new RegExp(`${escapeRegExp(prefix)}(?:/|$)`), async ({ request }) =>
    getResponse(await handlers(), request),
  )
  loaders.set(handler, handlers)
  return handler
}

/** The list with each lazy handler replaced by the handlers it loads, in place. */
export async function withLazyHandlersLoaded<H extends RequestHandler>(
  list: readonly H[],
): Promise<RequestHandler[]> {
  const loaded: RequestHandler[] = []
  for (const handler of list) {
    const load = loaders.get(handler)
    loaded.push(...(load ? await load() : [handler]))
  }
  return loaded
}

type Seed = (db: Database, context: SeedContext) => Promise<void>
const seedLoaders: (() => Promise<Seed>)[] = []

/**
 * An area's seed loaded when the database is made rather than with the mock API: a visit that
 * restores the stored data never needs it. `npm run mock-server` loads every such seed up front
 * (`loadLazySeeds`), since its module runner closes once the entry is loaded.
 */
export function lazySeed(load: () => Promise<Seed>): Seed {
  const loaded = once(load)
  seedLoaders.push(loaded)
  return async (db, context) => (await loaded())(db, context)
}

/** Loads every lazy seed now (mock-server, before its module runner closes). */
export async function loadLazySeeds(): Promise<void> {
  await Promise.all(seedLoaders.map((load) => load()))
}

const none = () => undefined

/** `load()` once (a failed load is tried again on the next call). */
function once<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}

type SocketListener = (connection: WebSocketHandlerConnection) => void

/**
 * The listener of each socket path (`lazySocket`), loaded on first use: the mock API's worker
 * opens the page's sockets with them (mocks/worker/api-bridge.ts), where msw cannot intercept.
 */
export const socketListeners = new Map<string, () => Promise<SocketListener>>()

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
  socketListeners.set(path, loaded)
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

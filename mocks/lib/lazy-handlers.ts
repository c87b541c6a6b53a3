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
import { getResponse, http, type RequestHandler } from 'msw'

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

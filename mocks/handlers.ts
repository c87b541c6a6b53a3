import { areas } from './registry'

/**
 * Every HTTP handler of the mock API, derived from the registry; the browser worker, vitest and
 * the HTTP server share this list. The areas' `before` handlers come first: a failure armed by
 * POST /api/mock/fail-next answers before the real handler.
 */
export const handlers = [
  ...areas.flatMap((area) => area.before ?? []),
  ...areas.flatMap((area) => area.handlers ?? []),
]

/**
 * The WebSocket handlers (chat's live channel): the browser worker and vitest intercept sockets
 * too; `npm run mock-server` serves HTTP only, so its clients poll (docs/api.md, "Chat").
 */
export const socketHandlers = areas.flatMap((area) => area.sockets ?? [])

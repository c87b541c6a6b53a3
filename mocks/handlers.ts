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
 * The WebSocket handlers (chat's live channel) for vitest's msw/node. The browser's mock API
 * worker serves the same listeners through `socketListeners` (mocks/worker/api-bridge.ts), and
 * `npm run mock-server` through its own socket (scripts/mock-server/websocket.mjs).
 */
export const socketHandlers = areas.flatMap((area) => area.sockets ?? [])

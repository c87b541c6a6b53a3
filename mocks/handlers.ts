import { areas } from './registry'

/**
 * Every handler of the mock API, derived from the registry; the browser worker, vitest and the
 * HTTP server share this list. The areas' `before` handlers come first: a failure armed by
 * POST /api/mock/fail-next answers before the real handler.
 */
export const handlers = [
  ...areas.flatMap((area) => area.before ?? []),
  ...areas.flatMap((area) => area.handlers ?? []),
]

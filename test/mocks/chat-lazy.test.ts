/**
 * The areas whose handlers load on their first call (chat, mail; mocks/lib/lazy-handlers.ts):
 * the routes registered at start name exactly the handlers that load, so no call falls through.
 */
import { describe, expect, it } from 'vitest'
import type { HttpHandler } from 'msw'
import { chatHandlers } from '../../mocks/areas/chat/handlers'
import { CHAT_ROUTES } from '../../mocks/areas/chat/routes'
import { mailHandlers } from '../../mocks/areas/mail/handlers'
import { MAIL_ROUTES } from '../../mocks/areas/mail/routes'
import { handlers } from '../../mocks/handlers'

const routesOf = (list: readonly HttpHandler[]) =>
  list.map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`).sort()

describe.each([
  { area: 'chat', prefix: '/api/chat/', routes: CHAT_ROUTES, loaded: chatHandlers },
  { area: 'mail', prefix: '/api/mail/', routes: MAIL_ROUTES, loaded: mailHandlers },
])('the $area area', ({ prefix, routes, loaded }) => {
  it('registers at start one route per handler it loads later', () => {
    const registered = routes.map((route) => {
      const [method, path] = route.split(' ')
      return `${method!.toUpperCase()} *${prefix}${path}`
    })
    expect(registered.sort()).toEqual(routesOf(loaded))
    const listed = routesOf(handlers.filter((h) => String(h.info.path).includes(prefix)))
    expect(listed).toEqual(routesOf(loaded))
    // The handlers the app starts with are the stand-ins, not the loaded ones.
    expect(loaded.some((handler) => handlers.includes(handler))).toBe(false)
  })
})

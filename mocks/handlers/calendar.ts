/** Calendar events (docs/api.md#calendar): being built. */
import type { HttpHandler } from 'msw'

export const calendarHandlers: HttpHandler[] = []

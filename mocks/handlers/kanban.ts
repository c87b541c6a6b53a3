/** The kanban board (docs/api.md#kanban): being built. */
import type { HttpHandler } from 'msw'

export const kanbanHandlers: HttpHandler[] = []

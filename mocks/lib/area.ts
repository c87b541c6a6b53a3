/** The shape of one mock API area, as `mocks/registry.ts` lists it. */
import type { HttpHandler, WebSocketHandler } from 'msw'
import type { AreaData, RecordSchemas } from '../db/database'

export interface Area<C extends RecordSchemas = RecordSchemas> extends AreaData {
  collections?: C
  /** Handlers that must see every call before the areas' own (the armed failures). */
  before?: HttpHandler[]
  handlers?: HttpHandler[]
  /**
   * WebSocket handlers (chat's live channel). Kept apart from `handlers`: `npm run mock-server`
   * answers HTTP only and runs `handlers` through msw's getResponse.
   */
  sockets?: WebSocketHandler[]
}

/** Keeps the area's collection names in its type, so the registry can check them all. */
export const defineArea = <const C extends RecordSchemas = Record<never, never>>(area: Area<C>) =>
  area

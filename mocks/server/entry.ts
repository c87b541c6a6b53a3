/**
 * What `npm run mock-server` (scripts/mock-server.mjs) loads through Vite's module runner: one
 * module graph, so the handlers, their settings and the database the server configures are the
 * same instances. Nothing here touches Node APIs but the DOM the sanitizer needs (jsdom); the server brings
 * the rest (its file store).
 *
 * The areas the browser loads on their first call, and the seeds it loads when it makes the
 * database (mocks/lib/lazy-handlers.ts), are loaded here, before this import ends: the runner is
 * closed once the server has started.
 */
import { handlers as listed } from '../handlers'
import { loadLazySeeds, withLazyHandlersLoaded } from '../lib/lazy-handlers'
import { loadAllCatalogs } from '../lib/messages'

/**
 * Every handler, those the areas load on their first call included: the server lists the routes
 * up front (405 with Allow, CORS preflights), and its module runner closes once this is loaded.
 */
export const handlers = await withLazyHandlersLoaded(listed)
// The seeds some areas load when the database is made (the server may make it later).
await loadLazySeeds()
export { mockConfig } from '../config'
export { CHAT_LIVE_PATH } from '@/lib/api/schemas/chat-constants'
export { onChatSocket } from '../areas/chat/socket'
export { getDb } from '../db/database'
export { installPersistence } from '../db/persistence'
export { languageOf, message } from '../lib/messages'

// The server answers some refusals before any handler runs (malformed requests, CORS): every
// language is there from the start.
await loadAllCatalogs()
export { installRichTextSanitizer } from '../lib/rich-text'
export { createDomSanitizer } from './dom-sanitizer'

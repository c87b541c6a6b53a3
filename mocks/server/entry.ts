/**
 * What `npm run mock-server` (scripts/mock-server.mjs) loads through Vite's module runner: one
 * module graph, so the handlers, their settings and the database the server configures are the
 * same instances. Nothing here touches Node APIs but the DOM the sanitizer needs (jsdom); the server brings
 * the rest (its file store).
 *
 * The areas the browser loads on their first call (mocks/lib/lazy-handlers.ts) are loaded here,
 * before this import ends: the runner is closed once the server has started.
 */
import { loadDeferred } from '../lib/lazy-handlers'

export { handlers } from '../handlers'
export { mockConfig } from '../config'
export { getDb } from '../db/database'
export { installPersistence } from '../db/persistence'
export { languageOf, message } from '../lib/messages'
export { installRichTextSanitizer } from '../lib/rich-text'
export { createDomSanitizer } from './dom-sanitizer'

await loadDeferred()

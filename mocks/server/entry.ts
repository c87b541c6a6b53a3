/**
 * What `npm run mock-server` (scripts/mock-server.mjs) loads through Vite's module runner: one
 * module graph, so the handlers, their settings and the database the server configures are the
 * same instances. Nothing here touches Node APIs; the server brings those (its file store).
 */
export { handlers } from '../handlers'
export { mockConfig } from '../config'
export { getDb } from '../db/database'
export { installPersistence } from '../db/persistence'
export { languageOf, message } from '../lib/messages'

#!/usr/bin/env node
/**
 * The mock API as a real HTTP server, for any client (curl, a mobile app, another frontend):
 *   npm run mock-server                   # http://127.0.0.1:3001/api/...
 *   npm run mock-server -- --reset        # back to the seed
 * Same handlers as the browser worker and the tests (mocks/handlers.ts), run through msw's
 * getResponse inside node:http (scripts/mock-server/app.mjs). The data is kept in a file in
 * MOCK_DATA_DIR (scripts/mock-server/file-store.mjs), so a restart keeps every change and every
 * session. Every option is in the README's "Mock server" table.
 */
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { runnerImport } from 'vite'
import { createApp, isLoopbackAddress } from './mock-server/app.mjs'
import { createFileStore } from './mock-server/file-store.mjs'
import { createWebSocketServer } from './mock-server/websocket.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { values: flags } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'dev-outbox': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
})

const port = Number(process.env.MOCK_PORT ?? 3001)
const host = process.env.MOCK_HOST ?? '127.0.0.1'
const dataDir = resolve(root, process.env.MOCK_DATA_DIR ?? '.mock-data')
const devOutbox = flags['dev-outbox'] || process.env.MOCK_DEV_OUTBOX === '1'
const corsOrigins = (process.env.MOCK_CORS_ORIGIN ?? '*')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)

// Vite's module runner loads the TypeScript handlers with the project's aliases and env.
const { module } = await runnerImport('/mocks/server/entry.ts', {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
})
const {
  handlers,
  mockConfig,
  getDb,
  installPersistence,
  languageOf,
  message,
  installRichTextSanitizer,
  createDomSanitizer,
  CHAT_LIVE_PATH,
  onChatSocket,
} = module

// Rich text is sanitized on the way in; node has no DOM, so the sanitizer gets jsdom's.
installRichTextSanitizer(createDomSanitizer())

// Codes are read by their owner in their mailbox, never over this server (docs/api.md).
mockConfig.outbox = devOutbox ? 'open' : 'off'

const store = createFileStore(dataDir, { reset: flags.reset })
installPersistence(store)
// Load (or seed) before listening: a store that cannot be read stops the start, loudly.
await getDb()

const app = createApp({
  handlers,
  message,
  languageOf,
  corsOrigins,
  devOutbox,
  log: flags.quiet ? undefined : (line) => console.log(line),
})
const server = createServer(app.onRequest)
server.on('clientError', app.onClientError)
server.on('connect', app.onConnect)
// Chat's live channel over a real socket, as the browser worker serves it (clients poll otherwise).
const sockets = createWebSocketServer({
  routes: { [CHAT_LIVE_PATH]: onChatSocket },
  // A client that is no browser sends no Origin; a browser's must be an allowed one.
  originAllowed: (origin) => !origin || corsOrigins.includes('*') || corsOrigins.includes(origin),
  message,
})
server.on('upgrade', sockets.onUpgrade)

server.listen(port, host, () => {
  const address = server.address()
  const shown = typeof address === 'object' && address ? address.port : port
  console.log(`Mock API on http://${host}:${shown}/api (demo@example.com / demo1234)`)
  console.log(`Data in ${store.path}${flags.reset ? ' (reseeded)' : ''}`)
  if (!isLoopbackAddress(host) && host !== 'localhost')
    console.warn(
      `Warning: MOCK_HOST=${host} lets other machines reach this server. It is a demo API with ` +
        'public demo accounts: keep it on a trusted network.',
    )
  if (devOutbox)
    console.warn(
      "Warning: --dev-outbox serves every account's codes at /api/mock/outbox to this machine. " +
        'Unsafe, development only.',
    )
})

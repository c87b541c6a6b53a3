import type { CHAT_LIVE_PATH } from '@/lib/api/schemas/chat-constants'
import { defineArea } from '../../lib/area'
import { lazyHandlers, lazySocket } from '../../lib/lazy-handlers'
import { chatRecords } from './records'
import { CHAT_ROUTES } from './routes'
import { seedChat } from './seed'

/** The contract's CHAT_LIVE_PATH, written out: the constants stay out of the first visit's chunk. */
const LIVE_PATH: typeof CHAT_LIVE_PATH = '/api/chat/live'

/** The calls' and the socket's code: one chunk, loaded once (lazy.ts). */
const load = () => import('./lazy')

/**
 * Conversations between directory people: messages, files, presence, live events (a socket, or
 * polling). The seed is eager (it runs when the database is made); the calls' code loads on the
 * first chat call and the socket's on the first socket (docs/decisions/chat.md, "Bundle").
 */
export const chatArea = defineArea({
  name: 'chat',
  collections: chatRecords,
  seed: seedChat,
  handlers: lazyHandlers('/api/chat/', CHAT_ROUTES, async () => (await load()).chatHandlers),
  sockets: [lazySocket(LIVE_PATH, async () => (await load()).onChatSocket)],
})

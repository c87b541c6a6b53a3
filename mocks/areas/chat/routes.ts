/**
 * Every chat call, as `<method> <path after /api/chat/>`: registered at start, answered by
 * handlers.ts once it has loaded on the first chat call (mocks/lib/lazy-handlers.ts).
 */
export const CHAT_ROUTES = [
  'get contacts',
  'get conversations',
  'get conversation',
  'get conversation/mark-as-seen',
  'get participants',
  'get messages',
  'get conversation/files',
  'get attachments/:id',
  'get updates',
  'post messages/new',
  'post attachments/upload',
  'get presence',
  'post presence/update',
  'post conversation/mute',
  'post conversation/leave',
] as const

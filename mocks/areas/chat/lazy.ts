/**
 * What the chat area loads on its first call or its first socket, as one chunk: two would make
 * the bundler split out a third one for the code both share with the first visit's chunk, which
 * costs that chunk its import and export lists (docs/decisions/chat.md, "Bundle").
 */
export { chatHandlers } from './handlers'
export { onChatSocket } from './socket'

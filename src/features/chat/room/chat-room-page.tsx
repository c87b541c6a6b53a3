/** /dashboard/chat/$conversationKey: the room. */
export function ChatRoomPage() {
  return null
}

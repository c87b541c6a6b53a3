import { getRouteApi } from '@tanstack/react-router'
import { ChatRoom } from './chat-room'

const route = getRouteApi('/dashboard/chat/$conversationKey')

/** /dashboard/chat/$conversationKey: the room. Each key is a fresh room (scroll, panel, files). */
export function ChatRoomPage() {
  const { conversationKey } = route.useParams()
  return <ChatRoom key={conversationKey} conversationKey={conversationKey} />
}

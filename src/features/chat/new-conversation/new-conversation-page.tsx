/** /dashboard/chat/new: pick recipients, the first message starts the conversation. */
export function NewConversationPage() {
  return null
}

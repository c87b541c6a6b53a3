/** The chat area's query keys; invalidation goes through these, never spelled keys. */
export const chatKeys = {
  all: ['chat'] as const,
  contacts: (search: string) => [...chatKeys.all, 'contacts', search] as const,
  /** The conversation list (the sidebar, the nav badge), and its searched variants. */
  conversationLists: () => [...chatKeys.all, 'conversations'] as const,
  conversations: (search = '') => [...chatKeys.conversationLists(), search] as const,
  /** One conversation with its newest messages, by the key its address carries. */
  details: () => [...chatKeys.all, 'conversation'] as const,
  detail: (conversationKey: string) => [...chatKeys.details(), conversationKey] as const,
  /** Pages of older messages, by conversation id. */
  histories: () => [...chatKeys.all, 'history'] as const,
  history: (conversationId: string) => [...chatKeys.histories(), conversationId] as const,
  participants: (conversationKey: string) =>
    [...chatKeys.all, 'participants', conversationKey] as const,
  files: (conversationId: string) => [...chatKeys.all, 'files', conversationId] as const,
  presence: () => [...chatKeys.all, 'presence'] as const,
}

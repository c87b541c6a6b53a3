/**
 * Client state of chat (spec §3, §4): the active conversation, the draft of each room, the
 * outbox of messages not yet stored, and who is typing where. Server data (conversations,
 * messages) stays in React Query.
 */
import { atom } from 'jotai'
import type { ChatAttachment } from '@/lib/api/schemas/chat'

// --- the active conversation (spec: one conversation is active) -------------------------------

const activeConversationIdAtom = atom<string | null>(null)

/** The id of the conversation open in the room, or null. */
export const activeConversationAtom = atom((get) => get(activeConversationIdAtom))

/** Opening a conversation makes it active. */
export const openConversationAtom = atom(null, (_get, set, conversationId: string) =>
  set(activeConversationIdAtom, conversationId),
)

/** The active conversation can be reset (leaving the room). */
export const resetActiveConversationAtom = atom(null, (_get, set) =>
  set(activeConversationIdAtom, null),
)

// --- drafts: what is typed in each room, kept while the user switches rooms -------------------

export interface ChatDraft {
  body: string
  attachments: ChatAttachment[]
}

const draftsAtom = atom<Record<string, ChatDraft>>({})

export const EMPTY_DRAFT: ChatDraft = { body: '', attachments: [] }

export const draftsByRoomAtom = atom((get) => get(draftsAtom))

/** Sets (or clears, with null) the draft of one room (a conversation id, or 'new'). */
export const setDraftAtom = atom(
  null,
  (get, set, { room, draft }: { room: string; draft: ChatDraft | null }) => {
    const { [room]: _previous, ...rest } = get(draftsAtom)
    set(
      draftsAtom,
      draft && (draft.body || draft.attachments.length) ? { ...rest, [room]: draft } : rest,
    )
  },
)

// --- the outbox: messages shown at once, until the API has stored them ------------------------

export type OutboxStatus = 'sending' | 'failed'

export interface OutboxMessage {
  /** The message's id, chosen here: a retry sends the same id, so it is stored once. */
  id: string
  conversationId: string
  body: string
  attachments: ChatAttachment[]
  createdAt: string
  status: OutboxStatus
}

const outboxBaseAtom = atom<OutboxMessage[]>([])

export const outboxAtom = atom((get) => get(outboxBaseAtom))

export const putOutboxAtom = atom(null, (get, set, message: OutboxMessage) => {
  const rest = get(outboxBaseAtom).filter((entry) => entry.id !== message.id)
  set(outboxBaseAtom, [...rest, message])
})

export const setOutboxStatusAtom = atom(
  null,
  (get, set, { id, status }: { id: string; status: OutboxStatus }) =>
    set(
      outboxBaseAtom,
      get(outboxBaseAtom).map((entry) => (entry.id === id ? { ...entry, status } : entry)),
    ),
)

export const removeOutboxAtom = atom(null, (get, set, id: string) =>
  set(
    outboxBaseAtom,
    get(outboxBaseAtom).filter((entry) => entry.id !== id),
  ),
)

// --- typing: who is typing in which conversation, from the live layer -------------------------

export interface Typing {
  conversationId: string
  userId: string
  /** Epoch ms after which the indicator is gone, unless their message comes first. */
  until: number
}

const typingBaseAtom = atom<Typing[]>([])

export const typingAtom = atom((get) => get(typingBaseAtom))

export const putTypingAtom = atom(null, (get, set, typing: Typing) => {
  const now = Date.now()
  set(typingBaseAtom, [
    ...get(typingBaseAtom).filter(
      (entry) =>
        entry.until > now &&
        !(entry.conversationId === typing.conversationId && entry.userId === typing.userId),
    ),
    typing,
  ])
})

/** Their message arrived, or the time ran out: the indicator goes. */
export const clearTypingAtom = atom(
  null,
  (get, set, { conversationId, userId }: { conversationId: string; userId: string }) =>
    set(
      typingBaseAtom,
      get(typingBaseAtom).filter(
        (entry) => !(entry.conversationId === conversationId && entry.userId === userId),
      ),
    ),
)

// --- the sidebar: full, or a narrow rail of avatars (desktop) ---------------------------------

/**
 * Kept for the session (leaving chat and coming back keeps it), not in storage: the spec keeps
 * only the product sort and checkout in the browser's storage.
 */
const sidebarCollapsedBaseAtom = atom(false)

export const sidebarCollapsedAtom = atom((get) => get(sidebarCollapsedBaseAtom))

export const toggleSidebarCollapsedAtom = atom(null, (get, set, collapsed?: boolean) =>
  set(sidebarCollapsedBaseAtom, collapsed ?? !get(sidebarCollapsedBaseAtom)),
)

/**
 * The nav's Chat badge: the total of unread messages over the API's conversations (muted ones
 * included), on any dashboard page, and lower once a conversation is seen.
 */
import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { chatKeys } from '@/features/chat/api/keys'
import { conversationsResponseSchema } from '@/lib/api/schemas/chat'
import { call, login } from '../../mocks/client'
import { renderApp } from '../../utils/render'

// On a busy machine the chat's first load (its code, words and the mock's chat handlers) and
// each round trip to the mock API can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 })

let admin: string
beforeEach(async () => {
  admin = await login()
})

async function apiConversations() {
  const answer = await call('GET', '/api/chat/conversations', { token: admin })
  return conversationsResponseSchema.parse(answer.json).conversations
}

const chatItem = () => screen.getByTestId('nav-item-chat')

describe('nav Chat badge', () => {
  it("shows the API's total of unread messages, and follows a conversation seen", async () => {
    const { queryClient } = await renderApp('/dashboard/blank', { session: 'admin' })
    const conversations = await apiConversations()
    const total = conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0)
    expect(total).toBeGreaterThan(1)
    await waitFor(() =>
      expect(chatItem()).toHaveAccessibleName(expect.stringContaining(`${total} unread`)),
    )
    expect(within(chatItem()).getByTestId('nav-badge-chat')).toHaveTextContent(
      total > 99 ? '99+' : String(total),
    )

    const unread = conversations.find((conversation) => conversation.unreadCount > 0)!
    const seen = await call(
      'GET',
      `/api/chat/conversation/mark-as-seen?conversationId=${unread.id}`,
      { token: admin },
    )
    expect(seen.status).toBe(200)
    await queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() })
    await waitFor(() =>
      expect(chatItem()).toHaveAccessibleName(
        expect.stringContaining(`${total - unread.unreadCount} unread`),
      ),
    )
  })
})

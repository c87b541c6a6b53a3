/**
 * The chat's sidebar and frame against the mock API: the list is the API's, the search is the
 * server's, the status is stored, the rail is remembered, and a phone shows one screen at a time.
 */
import { configure, screen, waitFor, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  contactsResponseSchema,
  conversationsResponseSchema,
  ownPresenceResponseSchema,
} from '@/lib/api/schemas/chat'
import { myAccountResponseSchema } from '@/lib/api/schemas/account'
import { server } from '../../../mocks/node'
import { call, login } from '../../mocks/client'
import { renderApp } from '../../utils/render'

// On a busy machine the chat's first load (its code, words and the mock's chat handlers) and
// each round trip to the mock API can take longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 })

let admin: string
let adminId: string
beforeEach(async () => {
  admin = await login()
  adminId = myAccountResponseSchema.parse(
    (await call('GET', '/api/account/my-account', { token: admin })).json,
  ).user.id
})

const desktopWidth = window.innerWidth
afterEach(() => {
  window.innerWidth = desktopWidth
})

async function apiConversations(search = '') {
  const query = search ? `?search=${encodeURIComponent(search)}` : ''
  const answer = await call('GET', `/api/chat/conversations${query}`, { token: admin })
  return conversationsResponseSchema.parse(answer.json).conversations
}

async function apiContacts(search: string) {
  const answer = await call('GET', `/api/chat/contacts?search=${encodeURIComponent(search)}`, {
    token: admin,
  })
  return contactsResponseSchema.parse(answer.json).contacts
}

const conversationList = () => screen.findByTestId('chat-conversation-list', {})

async function openChat(url = '/dashboard/chat') {
  const app = await renderApp(url, { session: 'admin' })
  await conversationList()
  return app
}

describe('chat sidebar', () => {
  it("lists the API's conversations, newest first, with their unread counts and last messages", async () => {
    await openChat()
    const conversations = await apiConversations()
    expect(conversations.some((conversation) => conversation.unreadCount > 0)).toBe(true)
    const rows = within(await conversationList()).getAllByRole('link')
    expect(rows).toHaveLength(conversations.length)
    for (const [index, conversation] of conversations.entries()) {
      const row = rows[index]!
      expect(row).toHaveAttribute('href', `/dashboard/chat/${encodeURIComponent(conversation.key)}`)
      if (conversation.unreadCount > 0) {
        expect(row).toHaveAccessibleName(
          expect.stringMatching(new RegExp(`${conversation.unreadCount} unread messages?`)),
        )
        expect(row).toHaveAttribute('data-unread')
      } else {
        expect(row).not.toHaveAccessibleName(expect.stringContaining('unread'))
        expect(row).not.toHaveAttribute('data-unread')
      }
      if (conversation.type === 'GROUP' && conversation.name)
        expect(row).toHaveTextContent(conversation.name)
      if (conversation.type === 'ONE_TO_ONE') {
        const other = conversation.participants.find((person) => person.id !== adminId)!
        expect(row).toHaveTextContent(other.name)
      }
      const last = conversation.messages.at(-1)
      // Text from data is wrapped in bidi isolation marks inside the sentence.
      const text = (row.textContent ?? '').replace(/[\u2068\u2069]/g, '')
      if (last?.senderId === adminId && last.body)
        expect(text).toContain(`You: ${last.body.replace(/\s+/g, ' ').trim()}`)
      if (last && !last.body && last.attachments.length === 1)
        expect(row).toHaveTextContent(
          last.attachments[0]!.type.startsWith('image/') ? 'Sent a photo' : 'Sent a file',
        )
      if (conversation.muted) expect(row).toHaveAccessibleName(expect.stringContaining('Muted'))
      else expect(row).not.toHaveAccessibleName(expect.stringContaining('Muted'))
    }
  })

  it('shows at most four avatars for a big group, the last one counting the others', async () => {
    await openChat()
    const conversations = await apiConversations()
    const big = conversations.find(
      (conversation) => conversation.type === 'GROUP' && conversation.participants.length > 5,
    )!
    const others = big.participants.length - 1
    const row = screen.getByTestId(`chat-conversation-${big.id}`)
    expect(within(row).getByTestId('avatar-group-more')).toHaveTextContent(`+${others - 3}`)
    expect(row.querySelectorAll('.mantine-Avatar-root')).toHaveLength(4)
  })

  it('marks the open conversation as the current page, whether its key or id is in the address', async () => {
    const [first, second] = await apiConversations()
    const { router } = await openChat(`/dashboard/chat/${first!.key}`)
    expect(screen.getByTestId(`chat-conversation-${first!.id}`)).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByTestId(`chat-conversation-${second!.id}`)).not.toHaveAttribute(
      'aria-current',
    )
    await router.navigate({
      to: '/dashboard/chat/$conversationKey',
      params: { conversationKey: second!.id },
    })
    await waitFor(() =>
      expect(screen.getByTestId(`chat-conversation-${second!.id}`)).toHaveAttribute(
        'aria-current',
        'page',
      ),
    )
    expect(screen.getByTestId(`chat-conversation-${first!.id}`)).not.toHaveAttribute('aria-current')
  })

  it('searches the server: contacts, then conversations; a contact opens their conversation', async () => {
    const { user, router } = await openChat()
    const conversations = await apiConversations()
    const group = conversations.find((conversation) => conversation.type === 'GROUP')!
    // A member's last name finds them as a contact and the conversations they are in.
    const member = group.participants.find((person) => person.id !== adminId)!
    const term = member.name.split(' ').at(-1)!
    const [contacts, found] = await Promise.all([apiContacts(term), apiConversations(term)])
    expect(contacts.length).toBeGreaterThan(0)
    expect(found.length).toBeGreaterThan(0)

    await user.type(
      screen.getByRole('searchbox', { name: 'Search contacts and conversations' }),
      term,
    )
    const contactSection = await screen.findByRole('region', { name: 'Contacts' })
    // The first five people, then all of them on request, so the conversations stay in sight.
    await waitFor(() =>
      expect(within(contactSection).queryAllByRole('link')).toHaveLength(
        Math.min(5, contacts.length),
      ),
    )
    if (contacts.length > 5)
      await user.click(
        within(contactSection).getByRole('button', { name: `Show all ${contacts.length}` }),
      )
    expect(within(contactSection).getAllByRole('link')).toHaveLength(contacts.length)
    for (const contact of contacts)
      expect(
        within(contactSection).getByTestId(`chat-contact-${contact.username}`),
      ).toHaveTextContent(contact.name)
    const conversationSection = screen.getByRole('region', { name: 'Conversations' })
    await waitFor(() =>
      expect(within(conversationSection).queryAllByRole('link')).toHaveLength(found.length),
    )
    for (const conversation of found)
      expect(
        within(conversationSection).getByTestId(`chat-conversation-${conversation.id}`),
      ).toBeInTheDocument()

    const contact = contacts[0]!
    await user.click(within(contactSection).getByTestId(`chat-contact-${contact.username}`))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/chat/${contact.username}`),
    )
    expect(within(contactSection).getByTestId(`chat-contact-${contact.username}`)).toHaveAttribute(
      'aria-current',
      'page',
    )

    await user.click(screen.getByRole('button', { name: 'Clear the search' }))
    expect(await conversationList()).toBeInTheDocument()
  })

  it('shows five people found, then all of them on request', async () => {
    const { user } = await openChat()
    const contacts = await apiContacts('an')
    expect(contacts.length).toBeGreaterThan(5)
    await user.type(screen.getByRole('searchbox'), 'an')
    const section = await screen.findByRole('region', { name: 'Contacts' })
    await waitFor(() => expect(within(section).queryAllByRole('link')).toHaveLength(5))
    await user.click(within(section).getByRole('button', { name: `Show all ${contacts.length}` }))
    expect(within(section).getAllByRole('link')).toHaveLength(contacts.length)
    await user.click(within(section).getByRole('button', { name: 'Show fewer' }))
    expect(within(section).getAllByRole('link')).toHaveLength(5)
  })

  it('says so when the search finds nothing', async () => {
    const { user } = await openChat()
    await user.type(screen.getByRole('searchbox'), 'zzqqxx')
    expect(await screen.findByText('No contacts match “zzqqxx”', {})).toBeInTheDocument()
    expect(await screen.findByText('No conversations match “zzqqxx”', {})).toBeInTheDocument()
  })

  it('sets the status from the menu, and the API keeps it', async () => {
    const { user } = await openChat()
    const status = await screen.findByTestId('chat-own-status', {})
    expect(status).toHaveTextContent('Status: Online')
    await user.click(screen.getByTestId('chat-status-button'))
    const busy = await screen.findByRole('menuitem', { name: /^Busy/ })
    expect(screen.getByRole('menuitem', { name: /^Online/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await user.click(busy)
    await waitFor(() => expect(screen.getByTestId('chat-own-status')).toHaveTextContent('Busy'))
    await waitFor(async () => {
      const answer = await call('GET', '/api/chat/presence', { token: admin })
      expect(ownPresenceResponseSchema.parse(answer.json).status).toBe('busy')
    })
  })

  it('folds into a rail of avatars with their names in tooltips, and stays so when coming back', async () => {
    const { user, router } = await openChat()
    const [first] = await apiConversations()
    await user.click(screen.getByRole('button', { name: 'Collapse the list' }))
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Expand the list' })).toBeInTheDocument()
    const row = screen.getByTestId(`chat-conversation-${first!.id}`)
    // The name is still the link's name, for a screen reader, but not on screen.
    expect(row.querySelector('time')).toBeNull()
    await user.hover(row)
    const tooltip = await screen.findByRole('tooltip')
    expect(row).toHaveAccessibleName(expect.stringContaining(tooltip.textContent ?? '-'))

    await router.navigate({ to: '/dashboard/blank' })
    await waitFor(() => expect(screen.queryByTestId('chat-sidebar')).not.toBeInTheDocument())
    await router.navigate({ to: '/dashboard/chat' })
    expect(await screen.findByRole('button', { name: 'Expand the list' })).toBeInTheDocument()

    // The rail's search button unfolds the sidebar with the search box ready to type in.
    await user.click(screen.getByRole('button', { name: 'Search contacts and conversations' }))
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Collapse the list' })).toBeInTheDocument()
  })

  it('shows an empty list with a way to start a conversation', async () => {
    server.use(mock.get('*/api/chat/conversations', () => HttpResponse.json({ conversations: [] })))
    await renderApp('/dashboard/chat', { session: 'admin' })
    const empty = await screen.findByTestId('chat-list-empty', {})
    expect(empty).toHaveTextContent('No conversations yet')
    expect(within(empty).getByRole('link', { name: 'Start a conversation' })).toHaveAttribute(
      'href',
      '/dashboard/chat/new',
    )
  })

  it('shows a failed load in place with a retry that works', async () => {
    let fail = true
    server.use(
      mock.get('*/api/chat/conversations', () =>
        fail ? HttpResponse.json({ message: 'Chat is resting' }, { status: 500 }) : undefined,
      ),
    )
    const { user } = await renderApp('/dashboard/chat', { session: 'admin' })
    // The HTTP client retries a failed GET twice before the list sees the error.
    expect(await screen.findByText('Chat is resting', {})).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await conversationList()).toBeInTheDocument()
  }, 15_000)
})

describe('chat frame', () => {
  it('says what to do beside the list when no conversation is open', async () => {
    await openChat()
    const home = screen.getByTestId('chat-home')
    expect(home).toHaveTextContent('Pick a conversation or start a new one')
    expect(within(home).getByRole('link', { name: 'New conversation' })).toHaveAttribute(
      'href',
      '/dashboard/chat/new',
    )
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument()
  })

  it('is two screens on a phone: the list alone, then the room alone', async () => {
    window.innerWidth = 390
    const [first] = await apiConversations()
    const { router } = await openChat()
    expect(screen.queryByTestId('chat-home')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Collapse the list' })).not.toBeInTheDocument()
    await router.navigate({
      to: '/dashboard/chat/$conversationKey',
      params: { conversationKey: first!.key },
    })
    await waitFor(() => expect(screen.queryByTestId('chat-sidebar')).not.toBeInTheDocument())
    expect(screen.getByTestId('chat-layout')).toHaveAttribute('data-screen', 'main')
  })
})

/**
 * The room through the app's routes and the mock API: what the user sees, and what the API
 * answers when the conversation is read again.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { chatContactsQueryOptions, conversationsQueryOptions } from '@/features/chat/api/queries'
import { putTypingAtom } from '@/features/chat/atoms'
import { apiGet } from '@/lib/api/http'
import {
  conversationResponseSchema,
  conversationsResponseSchema,
  type Conversation,
} from '@/lib/api/schemas/chat'
import { DEMO_ADMIN_ID } from '../../../mocks/lib/demo-accounts'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/render'
import { warmUpChat } from './warm-up'
import { call, login } from '../../mocks/client'

type App = Awaited<ReturnType<typeof renderApp>>

/** The caller's conversations as the API answers them now. */
const conversationsNow = async () =>
  (await apiGet('api/chat/conversations', conversationsResponseSchema)).conversations

/** One conversation as the API answers it now (its newest page of messages). */
const conversationNow = async (conversationKey: string) =>
  (await apiGet('api/chat/conversation', conversationResponseSchema, { conversationKey }))
    .conversation

/** Signed in as the demo admin on the chat, with their conversations. */
async function signedIn() {
  const app = await renderApp('/dashboard/chat', { session: 'admin' })
  const { conversations } = await app.queryClient.query(conversationsQueryOptions())
  return { ...app, conversations }
}

async function openRoom(app: App, conversation: Pick<Conversation, 'key'>) {
  await act(() =>
    app.router.navigate({
      to: '/dashboard/chat/$conversationKey',
      params: { conversationKey: conversation.key },
    }),
  )
  const log = await screen.findByRole('log', { name: 'Messages' }, SLOW)
  return within(log)
}

/** Waits for what comes from the mock API: generous, the machine is shared. */
const SLOW = { timeout: 10_000 }

const messageField = () => screen.getByRole('textbox', { name: 'Message' })

/** A deferred answer: the request waits until `release()`, then the real handler answers. */
function holdSends() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  server.use(
    mock.post('*/api/chat/messages/new', async () => {
      await gate
      return undefined
    }),
  )
  return () => release()
}

// Loads the chat's code before the tests (see warm-up.ts).
beforeAll(warmUpChat, 60_000)

describe('chat room', () => {
  it('shows a sent message at once, then as stored', async () => {
    const app = await signedIn()
    const conversation = app.conversations.find((c) => c.type === 'ONE_TO_ONE')!
    const log = await openRoom(app, conversation)
    const release = holdSends()

    await app.user.type(messageField(), 'See you at the standup{Enter}')
    expect(await log.findByText('See you at the standup', {}, SLOW)).toBeInTheDocument()
    expect(log.getByText('Sending…')).toBeInTheDocument()
    expect(messageField()).toHaveValue('')

    release()
    await waitFor(() => expect(log.queryByText('Sending…')).not.toBeInTheDocument(), SLOW)
    expect(log.getByText('See you at the standup')).toBeInTheDocument()
    const stored = await conversationNow(conversation.key)
    expect(stored.messages.filter((m) => m.body === 'See you at the standup')).toHaveLength(1)
  }, 30_000)

  it('marks a refused send failed with a retry, and the retry stores it once', async () => {
    const app = await signedIn()
    const conversation = app.conversations.find((c) => c.type === 'GROUP')!
    const log = await openRoom(app, conversation)
    server.use(
      mock.post(
        '*/api/chat/messages/new',
        () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
        { once: true },
      ),
    )

    await app.user.type(messageField(), 'Deck is in the drive{Enter}')
    expect(await log.findByText('Failed to send', {}, SLOW)).toBeInTheDocument()
    expect(log.getByText('Deck is in the drive')).toBeInTheDocument()
    expect(
      (await conversationNow(conversation.key)).messages.some(
        (m) => m.body === 'Deck is in the drive',
      ),
    ).toBe(false)

    await app.user.click(log.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(log.queryByText('Failed to send')).not.toBeInTheDocument(), SLOW)
    await waitFor(() => expect(log.queryByText('Sending…')).not.toBeInTheDocument(), SLOW)
    expect(log.getAllByText('Deck is in the drive')).toHaveLength(1)
    const stored = await conversationNow(conversation.key)
    expect(stored.messages.filter((m) => m.body === 'Deck is in the drive')).toHaveLength(1)
  }, 30_000)

  it('keeps each room’s draft while switching rooms', async () => {
    const app = await signedIn()
    const [first, second] = app.conversations
    await openRoom(app, first!)
    await app.user.type(messageField(), 'Half a thought')

    await openRoom(app, second!)
    await waitFor(() => expect(messageField()).toHaveValue(''))
    await app.user.type(messageField(), 'Another one')

    await openRoom(app, first!)
    await waitFor(() => expect(messageField()).toHaveValue('Half a thought'))
    await openRoom(app, second!)
    await waitFor(() => expect(messageField()).toHaveValue('Another one'))
  }, 30_000)

  it('links back to the list without claiming to be the current page', async () => {
    const app = await signedIn()
    await openRoom(app, app.conversations[0]!)
    // The router marks /dashboard/chat active for every room below it.
    const back = screen.getByRole('link', { name: 'Back to conversations' })
    expect(back).toHaveAttribute('href', '/dashboard/chat')
    expect(back).not.toHaveAttribute('aria-current')
  }, 30_000)

  it('sends on Enter; Shift+Enter starts a new line', async () => {
    const app = await signedIn()
    const conversation = app.conversations.find((c) => c.type === 'ONE_TO_ONE')!
    const log = await openRoom(app, conversation)

    await app.user.type(messageField(), 'First line{Shift>}{Enter}{/Shift}second line')
    expect(messageField()).toHaveValue('First line\nsecond line')
    expect(log.queryByText(/First line/)).not.toBeInTheDocument()

    await app.user.keyboard('{Enter}')
    const bubble = await log.findByText(/First line/, {}, SLOW)
    expect(bubble.closest('[dir="auto"]')?.textContent).toBe('First line\nsecond line')
    await waitFor(
      async () =>
        expect((await conversationNow(conversation.key)).messages.map((m) => m.body)).toContain(
          'First line\nsecond line',
        ),
      SLOW,
    )
  }, 30_000)

  it('does not send while an input method is composing', async () => {
    const app = await signedIn()
    const log = await openRoom(app, app.conversations[0]!)
    await app.user.type(messageField(), 'nihao')
    const field = messageField()
    // Enter during composition picks the candidate; it is not "send".
    act(() => {
      field.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }),
      )
    })
    expect(field).toHaveValue('nihao')
    expect(log.queryByText('nihao')).not.toBeInTheDocument()
  }, 30_000)

  it('marks a room with unread messages seen when it opens', async () => {
    const app = await signedIn()
    const unread = app.conversations.find((c) => c.unreadCount > 0)!
    await openRoom(app, unread)
    await waitFor(
      async () =>
        expect((await conversationsNow()).find((c) => c.id === unread.id)?.unreadCount).toBe(0),
      SLOW,
    )
  }, 30_000)

  it('marks seen what arrived while the tab was hidden once it shows again', async () => {
    const app = await signedIn()
    // The demo user's conversation with the demo admin: both sign in, so no bot answers.
    const pair = app.conversations.find((c) => c.key === 'sam-rivera')!
    await openRoom(app, pair)
    const unreadNow = async () =>
      (await conversationsNow()).find((c) => c.id === pair.id)?.unreadCount
    await waitFor(async () => expect(await unreadNow()).toBe(0), SLOW)
    const visibility = (state: DocumentVisibilityState) =>
      act(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: state })
        document.dispatchEvent(new Event('visibilitychange'))
      })
    try {
      visibility('hidden')
      const other = await login('user@example.com')
      const sent = await call('POST', '/api/chat/messages/new', {
        token: other,
        body: { conversationId: pair.id, message: { id: 'hidden-tab-1', body: 'Still there?' } },
      })
      expect(sent.status).toBe(201)
      // It arrives in the sidebar (live or on a read), counted unread while the tab is hidden.
      const row = await screen.findByTestId(`chat-conversation-${pair.id}`, {}, SLOW)
      await waitFor(() => expect(row).toHaveAttribute('data-unread'), SLOW)
      expect(await unreadNow()).toBe(1)
      visibility('visible')
      await waitFor(async () => expect(await unreadNow()).toBe(0), SLOW)
      await waitFor(() => expect(row).not.toHaveAttribute('data-unread'), SLOW)
    } finally {
      Reflect.deleteProperty(document, 'visibilityState')
    }
  }, 40_000)

  it('says an unknown conversation is not found, with the way back', async () => {
    await renderApp('/dashboard/chat/no-such-conversation', { session: 'admin' })
    expect(
      await screen.findByRole('heading', { name: 'Conversation not found' }, SLOW),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to chat' })).toHaveAttribute(
      'href',
      '/dashboard/chat',
    )
  }, 30_000)

  it('opens an empty room for a contact with no conversation; the first message creates it', async () => {
    const app = await signedIn()
    const talkedTo = new Set(
      app.conversations
        .filter((c) => c.type === 'ONE_TO_ONE')
        .flatMap((c) => c.participants.map((p) => p.id)),
    )
    const { contacts } = await app.queryClient.query(chatContactsQueryOptions())
    const stranger = contacts.find((c) => !talkedTo.has(c.id))!

    await act(() =>
      app.router.navigate({
        to: '/dashboard/chat/$conversationKey',
        params: { conversationKey: stranger.username },
      }),
    )
    expect(
      await screen.findByText(`This is the start of your conversation with ${stranger.name}.`, {
        exact: false,
      }),
    ).toBeInTheDocument()
    await app.user.type(messageField(), 'Hello, nice to meet you{Enter}')

    // The conversation's room replaces the empty one (a new log): look it up each time.
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('log', { name: 'Messages' })).getByText(
            'Hello, nice to meet you',
          ),
        ).toBeInTheDocument(),
      SLOW,
    )
    const created = (await conversationsNow()).find(
      (c) => c.type === 'ONE_TO_ONE' && c.participants.some((p) => p.id === stranger.id),
    )
    expect(created).toBeDefined()
    expect(app.router.state.location.pathname).toBe(`/dashboard/chat/${created!.key}`)
  }, 30_000)
  it('checks files before uploading them, and sends a stored one as a card', async () => {
    const app = await signedIn()
    const conversation = app.conversations.find((c) => c.type === 'ONE_TO_ONE')!
    const log = await openRoom(app, conversation)
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!

    // Picked files are not filtered by the dialog's `accept` here, as a drop or paste would not be.
    const user = app.user.setup({ applyAccept: false })
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }))
    expect(
      await screen.findByText(/setup\.exe cannot be sent: pictures, PDF, text/),
    ).toBeInTheDocument()

    await user.upload(input, new File(['Agenda:\n1. Budget'], 'agenda.txt', { type: 'text/plain' }))
    const files = await screen.findByRole('list', { name: 'Files to send' })
    // Found again at each try: the file's row while it uploads is replaced by the stored file's
    // row when the upload ends, so an element found a moment earlier can be gone already.
    await waitFor(() => expect(within(files).getByText('agenda.txt')).toBeInTheDocument())
    const send = screen.getByRole('button', { name: 'Send' })
    await waitFor(() => expect(send).toBeEnabled(), SLOW)
    await app.user.click(send)

    // The outbox copy, then the stored one in its place.
    await waitFor(
      () => expect(log.getByRole('button', { name: 'Download agenda.txt' })).toBeInTheDocument(),
      SLOW,
    )
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument()
    await waitFor(
      async () =>
        expect(
          (await conversationNow(conversation.key)).messages.at(-1)?.attachments.map((f) => f.name),
        ).toEqual(['agenda.txt']),
      SLOW,
    )
  }, 30_000)

  it('says who is typing until their indicator runs out', async () => {
    const app = await signedIn()
    const conversation = app.conversations.find((c) => c.type === 'ONE_TO_ONE')!
    const log = await openRoom(app, conversation)
    const other = conversation.participants.find((p) => p.id !== DEMO_ADMIN_ID)!
    act(() =>
      app.store.set(putTypingAtom, {
        conversationId: conversation.id,
        userId: other.id,
        until: Date.now() + 300,
      }),
    )
    expect(await log.findByText(`${other.name} is typing…`)).toBeInTheDocument()
    await waitFor(
      () => expect(log.queryByText(`${other.name} is typing…`)).not.toBeInTheDocument(),
      SLOW,
    )
  }, 30_000)
})

/**
 * /dashboard/chat/new through the app's routes and the mock API: one person already talked to
 * opens their conversation; anyone else gets a composer whose first message starts one.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { chatContactsQueryOptions, conversationsQueryOptions } from '@/features/chat/api/queries'
import { apiGet } from '@/lib/api/http'
import { conversationsResponseSchema, type ChatContact } from '@/lib/api/schemas/chat'
import { renderApp } from '../../utils/render'
import { warmUpChat } from './warm-up'

/** Waits for what comes from the mock API: generous, the machine is shared. */
const SLOW = { timeout: 10_000 }

async function newConversation() {
  // From the chat, as the sidebar's "new" button goes there.
  const app = await renderApp('/dashboard/chat', { session: 'admin' })
  await act(() => app.router.navigate({ to: '/dashboard/chat/new' }))
  const [{ conversations }, { contacts }] = await Promise.all([
    app.queryClient.query(conversationsQueryOptions()),
    app.queryClient.query(chatContactsQueryOptions()),
  ])
  const talkedTo = (person: ChatContact) =>
    conversations.find(
      (c) => c.type === 'ONE_TO_ONE' && c.participants.some((p) => p.id === person.id),
    )
  const to = await screen.findByRole('combobox', { name: 'To' }, SLOW)
  return { ...app, conversations, contacts, talkedTo, to }
}

/** Types a name in the picker and picks the person from the suggestions. */
async function pick(app: Awaited<ReturnType<typeof newConversation>>, person: ChatContact) {
  // A first name is enough to find them (the API matches what is typed).
  await app.user.type(app.to, person.name.split(' ')[0]!)
  const listbox = await screen.findByRole('listbox', {}, SLOW)
  await app.user.click(
    await within(listbox).findByRole('option', { name: new RegExp(person.name) }, SLOW),
  )
}

// Loads the chat's code before the tests (see warm-up.ts).
beforeAll(warmUpChat, 60_000)

describe('new conversation', () => {
  it('opens the conversation with one person already talked to', async () => {
    const app = await newConversation()
    const known = app.contacts.find((person) => app.talkedTo(person))!
    await pick(app, known)
    expect(
      await screen.findByText(`You already have a conversation with ${known.name}.`, {}, SLOW),
    ).toBeInTheDocument()
    // Done picking: the picker closes and their room opens.
    await app.user.keyboard('{Escape}')
    await waitFor(
      () =>
        expect(app.router.state.location.pathname).toBe(
          `/dashboard/chat/${app.talkedTo(known)!.key}`,
        ),
      SLOW,
    )
    expect(await screen.findByRole('log', { name: 'Messages' }, SLOW)).toBeInTheDocument()
  }, 30_000)

  it('starts a conversation with someone new by its first message', async () => {
    const app = await newConversation()
    const stranger = app.contacts.find((person) => !app.talkedTo(person))!
    await pick(app, stranger)
    await app.user.keyboard('{Escape}')

    const field = await screen.findByRole('textbox', { name: 'Message' }, SLOW)
    await app.user.type(field, 'Welcome aboard!{Enter}')

    await waitFor(
      () => expect(app.router.state.location.pathname).not.toBe('/dashboard/chat/new'),
      SLOW,
    )
    const { conversations } = await apiGet('api/chat/conversations', conversationsResponseSchema)
    const created = conversations.find(
      (c) => c.type === 'ONE_TO_ONE' && c.participants.some((p) => p.id === stranger.id),
    )!
    expect(app.router.state.location.pathname).toBe(`/dashboard/chat/${created.key}`)
    const log = within(await screen.findByRole('log', { name: 'Messages' }, SLOW))
    expect(await log.findByText('Welcome aboard!')).toBeInTheDocument()
  }, 30_000)

  it('names a group of several people, and its first message starts it', async () => {
    const app = await newConversation()
    const [a, b] = app.contacts.slice(-2)
    await pick(app, a!)
    await pick(app, b!)
    await app.user.keyboard('{Escape}')
    await app.user.type(screen.getByRole('textbox', { name: 'Group name' }), 'Offsite')
    await app.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Agenda soon{Enter}')

    await waitFor(
      () => expect(app.router.state.location.pathname).not.toBe('/dashboard/chat/new'),
      SLOW,
    )
    const { conversations } = await apiGet('api/chat/conversations', conversationsResponseSchema)
    const group = conversations.find((c) => c.name === 'Offsite')!
    expect(group.type).toBe('GROUP')
    expect(group.participants.map((p) => p.id)).toEqual(expect.arrayContaining([a!.id, b!.id]))
    expect(app.router.state.location.pathname).toBe(`/dashboard/chat/${group.key}`)
    expect(await screen.findByRole('heading', { name: 'Offsite' }, SLOW)).toBeInTheDocument()
  }, 30_000)
})

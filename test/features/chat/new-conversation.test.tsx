/**
 * /dashboard/chat/new through the app's routes and the mock API: one person already talked to
 * opens their conversation; anyone else gets a composer whose first message starts one.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { chatContactsQueryOptions, conversationsQueryOptions } from '@/features/chat/api/queries'
import { apiGet } from '@/lib/api/http'
import { conversationsResponseSchema, type ChatContact } from '@/lib/api/schemas/chat'
import { renderApp } from '../../utils/render'

async function newConversation() {
  const app = await renderApp('/dashboard/chat/new', { session: 'admin' })
  const [{ conversations }, { contacts }] = await Promise.all([
    app.queryClient.query(conversationsQueryOptions()),
    app.queryClient.query(chatContactsQueryOptions()),
  ])
  const talkedTo = (person: ChatContact) =>
    conversations.find(
      (c) => c.type === 'ONE_TO_ONE' && c.participants.some((p) => p.id === person.id),
    )
  const to = await screen.findByRole('combobox', { name: 'To' }, { timeout: 5000 })
  return { ...app, conversations, contacts, talkedTo, to }
}

/** Types a name in the picker and picks the person from the suggestions. */
async function pick(app: Awaited<ReturnType<typeof newConversation>>, person: ChatContact) {
  await app.user.type(app.to, person.name)
  const listbox = await screen.findByRole('listbox')
  await app.user.click(
    await within(listbox).findByRole('option', { name: new RegExp(person.name) }),
  )
}

beforeAll(async () => {
  await import('@/features/chat/new-conversation/new-conversation-page')
  await import('@/features/chat/room/chat-room-page')
})

describe('new conversation', () => {
  it('opens the conversation with one person already talked to', async () => {
    const app = await newConversation()
    const known = app.contacts.find((person) => app.talkedTo(person))!
    await pick(app, known)
    expect(
      await screen.findByText(`You already have a conversation with ${known.name}.`),
    ).toBeInTheDocument()
    // Done picking: the picker closes and their room opens.
    await app.user.keyboard('{Escape}')
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe(
        `/dashboard/chat/${app.talkedTo(known)!.key}`,
      ),
    )
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeInTheDocument()
  })

  it('starts a conversation with someone new by its first message', async () => {
    const app = await newConversation()
    const stranger = app.contacts.find((person) => !app.talkedTo(person))!
    await pick(app, stranger)
    await app.user.keyboard('{Escape}')

    const field = await screen.findByRole('textbox', { name: 'Message' })
    await app.user.type(field, 'Welcome aboard!{Enter}')

    await waitFor(
      () => expect(app.router.state.location.pathname).not.toBe('/dashboard/chat/new'),
      { timeout: 5000 },
    )
    const { conversations } = await apiGet('api/chat/conversations', conversationsResponseSchema)
    const created = conversations.find(
      (c) => c.type === 'ONE_TO_ONE' && c.participants.some((p) => p.id === stranger.id),
    )!
    expect(app.router.state.location.pathname).toBe(`/dashboard/chat/${created.key}`)
    const log = within(await screen.findByRole('log', { name: 'Messages' }))
    expect(await log.findByText('Welcome aboard!')).toBeInTheDocument()
  })

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
      { timeout: 5000 },
    )
    const { conversations } = await apiGet('api/chat/conversations', conversationsResponseSchema)
    const group = conversations.find((c) => c.name === 'Offsite')!
    expect(group.type).toBe('GROUP')
    expect(group.participants.map((p) => p.id)).toEqual(expect.arrayContaining([a!.id, b!.id]))
    expect(app.router.state.location.pathname).toBe(`/dashboard/chat/${group.key}`)
    expect(await screen.findByRole('heading', { name: 'Offsite' })).toBeInTheDocument()
  })
})

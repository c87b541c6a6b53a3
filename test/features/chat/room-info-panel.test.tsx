/**
 * The room's info panel against the mock API: who is in the conversation, what was shared, and
 * the settings it stores (mute, leaving a group). The panel is mounted beside the real chat pages,
 * on the app's own router, store and query client, as the room mounts it.
 */
import { useQuery } from '@tanstack/react-query'
import { RouterContextProvider } from '@tanstack/react-router'
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppProviders } from '@/app/providers'
import { conversationQueryOptions } from '@/features/chat/api/queries'
import { RoomInfoPanel } from '@/features/chat/room-info/room-info-panel'
import { myAccountResponseSchema } from '@/lib/api/schemas/account'
import {
  conversationFilesResponseSchema,
  conversationsResponseSchema,
  type Conversation,
} from '@/lib/api/schemas/chat'
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

async function apiConversations() {
  const answer = await call('GET', '/api/chat/conversations', { token: admin })
  return conversationsResponseSchema.parse(answer.json).conversations
}

async function apiFiles(conversationId: string) {
  const answer = await call(
    'GET',
    `/api/chat/conversation/files?conversationId=${conversationId}`,
    {
      token: admin,
    },
  )
  return conversationFilesResponseSchema.parse(answer.json).attachments
}

/** The room's use of the panel: open until closed, fed the cached conversation. */
function Harness({ conversationKey }: { conversationKey: string }) {
  const conversation = useQuery(conversationQueryOptions(conversationKey)).data?.conversation
  const [open, setOpen] = useState(true)
  if (!conversation) return null
  return open ? (
    <RoomInfoPanel conversation={conversation} onClose={() => setOpen(false)} />
  ) : (
    <p>closed</p>
  )
}

async function openPanel(conversation: Conversation) {
  const app = await renderApp(`/dashboard/chat/${conversation.key}`, { session: 'admin' })
  render(
    <AppProviders store={app.store} queryClient={app.queryClient} env="test">
      <RouterContextProvider router={app.router}>
        <Harness conversationKey={conversation.key} />
      </RouterContextProvider>
    </AppProviders>,
  )
  return { ...app, panel: await screen.findByTestId('chat-room-info', {}) }
}

describe('room info panel', () => {
  it("shows the other person's card in a one-to-one conversation", async () => {
    const conversation = (await apiConversations()).find((c) => c.type === 'ONE_TO_ONE')!
    const other = conversation.participants.find((person) => person.id !== adminId)!
    const { panel } = await openPanel(conversation)
    const card = within(panel).getByTestId('chat-info-person')
    expect(within(card).getByRole('heading', { name: other.name })).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: other.email })).toHaveAttribute(
      'href',
      `mailto:${other.email}`,
    )
    if (other.phoneNumber)
      expect(within(card).getByRole('link', { name: other.phoneNumber })).toBeInTheDocument()
    if (other.jobTitle) expect(card).toHaveTextContent(other.jobTitle)
    expect(card).toHaveTextContent(
      { online: 'Online', away: 'Away', busy: 'Busy', offline: 'Offline', invisible: 'Invisible' }[
        other.status
      ],
    )
    expect(within(panel).queryByRole('button', { name: 'Leave conversation' })).toBeNull()
  })

  it("lists a group's members, each opening on their details", async () => {
    const conversation = (await apiConversations()).find(
      (c) => c.type === 'GROUP' && c.participants.length > 3,
    )!
    const { panel, user } = await openPanel(conversation)
    const members = within(panel).getByTestId('chat-info-members')
    expect(panel).toHaveTextContent(`${conversation.participants.length} members`)
    for (const person of conversation.participants) expect(members).toHaveTextContent(person.name)
    const someone = conversation.participants.find((person) => person.id !== adminId)!
    await user.click(within(members).getByRole('button', { name: new RegExp(someone.name) }))
    expect(await within(members).findByRole('link', { name: someone.email })).toBeVisible()
  })

  it('shows the shared pictures and files the API has, with a download for each file', async () => {
    const conversations = await apiConversations()
    let shared: { conversation: Conversation; files: Awaited<ReturnType<typeof apiFiles>> } | null =
      null
    for (const conversation of conversations) {
      const files = await apiFiles(conversation.id)
      if (files.length > 0) {
        shared = { conversation, files }
        break
      }
    }
    expect(shared).not.toBeNull()
    const { panel } = await openPanel(shared!.conversation)
    const section = within(panel).getByTestId('chat-info-files')
    for (const file of shared!.files) {
      if (file.type.startsWith('image/'))
        expect(
          await within(section).findByRole('button', { name: `Open the picture ${file.name}` }),
        ).toBeInTheDocument()
      else {
        expect(await within(section).findByText(file.name)).toBeInTheDocument()
        expect(within(section).getByRole('button', { name: `Download ${file.name}` })).toBeEnabled()
      }
    }
  })

  it('mutes the conversation, and the API keeps it', async () => {
    const conversation = (await apiConversations()).find((c) => !c.muted)!
    const { panel, user } = await openPanel(conversation)
    const mute = within(panel).getByRole('switch', { name: /Mute notifications/ })
    expect(mute).not.toBeChecked()
    await user.click(mute)
    expect(mute).toBeChecked()
    await waitFor(async () =>
      expect((await apiConversations()).find((c) => c.id === conversation.id)?.muted).toBe(true),
    )
    // The sidebar shows it muted once the API has it.
    await waitFor(() =>
      expect(screen.getByTestId(`chat-conversation-${conversation.id}`)).toHaveAccessibleName(
        expect.stringContaining('Muted'),
      ),
    )
    await user.click(mute)
    await waitFor(async () =>
      expect((await apiConversations()).find((c) => c.id === conversation.id)?.muted).toBe(false),
    )
  })

  it('leaves a group after confirming, and goes back to the chat home', async () => {
    const conversation = (await apiConversations()).find((c) => c.type === 'GROUP')!
    const { panel, user, router } = await openPanel(conversation)
    await user.click(within(panel).getByRole('button', { name: 'Leave conversation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave this conversation?' })
    expect(dialog).toHaveTextContent(conversation.name)
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/chat'))
    expect(await screen.findAllByText(`You left “${conversation.name}”`)).not.toHaveLength(0)
    expect((await apiConversations()).some((c) => c.id === conversation.id)).toBe(false)
    await waitFor(() =>
      expect(screen.queryByTestId(`chat-conversation-${conversation.id}`)).not.toBeInTheDocument(),
    )
  })

  it('cancelling the confirm leaves the group as it was', async () => {
    const conversation = (await apiConversations()).find((c) => c.type === 'GROUP')!
    const { panel, user } = await openPanel(conversation)
    await user.click(within(panel).getByRole('button', { name: 'Leave conversation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave this conversation?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect((await apiConversations()).some((c) => c.id === conversation.id)).toBe(true)
  })

  it('is a drawer below 1200 px, closed with its button', async () => {
    window.innerWidth = 1000
    const conversation = (await apiConversations())[0]!
    const { user } = await openPanel(conversation)
    const drawer = await screen.findByRole('dialog', { name: 'Details' })
    await user.click(within(drawer).getByRole('button', { name: 'Close the details' }))
    expect(await screen.findByText('closed')).toBeInTheDocument()
  })
})

/**
 * The compose window through the app's providers and the mock API: it is opened the way every part
 * of the mailbox opens it (the request atom), and the tests check what the user sees and what the
 * API stored.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '@/app/providers'
import { MailCompose } from '@/features/mail/compose/mail-compose'
import { composeRequestAtom, type ComposeRequest } from '@/features/mail/compose/compose-state'
import type { Mail } from '@/lib/api/schemas/mail'
import { initAuth, signIn } from '@/lib/session/auth-service'
import { getDb } from '../../../mocks/db/database'
import { DEMO_ADMIN_ID } from '../../../mocks/lib/demo-accounts'
import { createTestQueryClient, DEMO } from '../../utils/render'

async function openCompose(request: Omit<ComposeRequest, 'at'> = { mode: 'new' }) {
  const queryClient = createTestQueryClient()
  const store = createStore()
  await signIn(store, queryClient, DEMO.admin)
  await initAuth(store, queryClient)
  const user = userEvent.setup({ delay: null })
  const result = render(
    <AppProviders store={store} queryClient={queryClient} env="test">
      <MailCompose />
    </AppProviders>,
  )
  act(() => store.set(composeRequestAtom, { ...request, at: Date.now() }))
  // The window's code loads on first use.
  const dialog = await screen.findByRole('dialog', {})
  return { ...result, user, store, dialog: within(dialog) }
}

const adminMails = async () =>
  (await getDb()).mails.findMany((q) => q.where({ ownerId: DEMO_ADMIN_ID }))

/** A received mail of the demo admin, as the API answers it. */
async function receivedMail(subject: string): Promise<Mail> {
  const record = (await adminMails()).find((mail) => mail.folder === 'inbox' && mail.cc.length)
  if (!record) throw new Error('no seeded inbox mail with cc')
  return {
    ...record,
    subject,
    from: { ...record.from, avatar: null },
    to: record.to.map((a) => ({ ...a, avatar: null })),
    cc: record.cc.map((a) => ({ ...a, avatar: null })),
    bcc: [],
    attachments: [],
  }
}

describe('compose window', () => {
  it('opens as a dialog named by its title, which follows the subject', async () => {
    const { user, dialog } = await openCompose()
    expect(screen.getByRole('dialog', { name: 'New message' })).toBeInTheDocument()
    // Focus is in the window, on To.
    expect(dialog.getByRole('combobox', { name: 'To' })).toHaveFocus()
    await user.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Quarterly plan')
    expect(screen.getByRole('dialog', { name: 'Quarterly plan' })).toBeInTheDocument()
  })

  it('shows an invalid address in red with a message, and does not send', async () => {
    const { user, dialog } = await openCompose()
    const to = dialog.getByRole('combobox', { name: 'To' })
    await user.type(to, 'ann@example.com,bob@nowhere{Enter}')
    expect(
      await dialog.findByText('Not a valid e-mail address: bob@nowhere. It will not be sent.'),
    ).toBeInTheDocument()
    await user.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Not to be sent')
    await user.click(dialog.getByRole('button', { name: 'Send' }))
    expect(
      await dialog.findByText('Correct or remove the addresses marked in red before sending.'),
    ).toBeInTheDocument()
    expect(
      (await adminMails()).some(
        (mail) => mail.folder === 'sent' && mail.subject === 'Not to be sent',
      ),
    ).toBe(false)
    // Removing the bad chip clears the message.
    await user.click(dialog.getByRole('button', { name: 'Remove bob@nowhere' }))
    expect(dialog.queryByText(/Not a valid e-mail address/)).not.toBeInTheDocument()
  })

  it('asks for a recipient before sending', async () => {
    const { user, dialog } = await openCompose()
    await user.click(dialog.getByRole('button', { name: 'Send' }))
    expect(await dialog.findByText('Add at least one recipient')).toBeInTheDocument()
  })

  it('sends into Sent, and Undo takes it back as a draft that compose reopens', async () => {
    const { user, dialog } = await openCompose()
    await user.type(dialog.getByRole('combobox', { name: 'To' }), 'user@example.com{Enter}')
    await user.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Launch notes')
    await user.click(dialog.getByRole('button', { name: 'Send' }))
    const toast = await screen.findByText('Message sent')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const sent = (await adminMails()).find((mail) => mail.subject === 'Launch notes')
    expect(sent?.folder).toBe('sent')
    expect(sent?.to.map((a) => a.email)).toEqual(['user@example.com'])

    const undo = within(toast.closest('[role="status"]') as HTMLElement).getByRole('button', {
      name: 'Undo',
    })
    await user.click(undo)
    await waitFor(async () =>
      expect((await adminMails()).find((mail) => mail.id === sent!.id)?.folder).toBe('drafts'),
    )
    // The draft is back in the window, ready to continue.
    const reopened = await screen.findByRole('dialog', { name: 'Launch notes' })
    expect(within(reopened).getByRole('textbox', { name: 'Subject' })).toHaveValue('Launch notes')
  })

  it('asks before sending without a subject', async () => {
    const { user, dialog } = await openCompose()
    await user.type(dialog.getByRole('combobox', { name: 'To' }), 'user@example.com{Enter}')
    await user.click(dialog.getByRole('button', { name: 'Send' }))
    const question = await screen.findByRole('dialog', { name: 'Send without a subject?' })
    await user.click(within(question).getByRole('button', { name: 'Send anyway' }))
    expect(await screen.findByText('Message sent')).toBeInTheDocument()
  })

  it('replies to the sender with "Re:" once and the original quoted', async () => {
    const mail = await receivedMail('Re: Budget review')
    const { dialog } = await openCompose({ mode: 'reply', mail })
    expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Budget review')
    expect(dialog.getByText(mail.from.name)).toBeInTheDocument()
    expect(dialog.getByText(new RegExp(`${mail.from.name} wrote:`))).toBeInTheDocument()
    // A plain reply goes to the sender only.
    expect(dialog.queryByRole('combobox', { name: 'Cc' })).not.toBeInTheDocument()
  })

  it('replies to all but oneself, and adds "Re:" to a fresh subject', async () => {
    const mail = await receivedMail('Budget review')
    const { dialog } = await openCompose({ mode: 'replyAll', mail })
    expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Budget review')
    expect(dialog.getByRole('combobox', { name: 'Cc' })).toBeInTheDocument()
    expect(dialog.queryByTitle(/demo@example\.com/)).not.toBeInTheDocument()
  })

  it('autosaves into exactly one draft however many times it saves', async () => {
    const { user, dialog } = await openCompose()
    const subject = dialog.getByRole('textbox', { name: 'Subject' })
    await user.type(subject, 'Draft one')
    await waitFor(() => expect(dialog.getByText('Saved')).toBeInTheDocument())
    await user.type(subject, ' and more')
    await waitFor(async () =>
      expect(
        (await adminMails())
          .filter((mail) => mail.subject.startsWith('Draft one'))
          .map((m) => m.subject),
      ).toEqual(['Draft one and more']),
    )
    // Closing keeps the same draft and says so.
    await user.click(dialog.getByRole('button', { name: 'Close' }))
    expect(await screen.findByText('Draft saved')).toBeInTheDocument()
    const drafts = (await adminMails()).filter((mail) => mail.subject.startsWith('Draft one'))
    expect(drafts).toHaveLength(1)
    expect(drafts[0]?.folder).toBe('drafts')
  }, 20_000)

  it('minimises on Escape, and sends on Ctrl+Enter', async () => {
    const { user, dialog } = await openCompose()
    await user.type(dialog.getByRole('combobox', { name: 'To' }), 'user@example.com{Enter}')
    const subject = dialog.getByRole('textbox', { name: 'Subject' })
    await user.type(subject, 'Shortcut')
    await user.keyboard('{Escape}')
    expect(subject).not.toBeVisible()
    await user.click(dialog.getByRole('button', { name: 'Restore' }))
    expect(subject).toBeVisible()
    await user.click(subject)
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await screen.findByText('Message sent')).toBeInTheDocument()
    await waitFor(async () =>
      expect((await adminMails()).find((mail) => mail.subject === 'Shortcut')?.folder).toBe('sent'),
    )
  }, 30_000)

  it('forwards with the original attachments, sent by id', async () => {
    const record = (await adminMails()).find((mail) => mail.attachmentIds.length > 0)!
    const mail = {
      ...(await receivedMail('Quarterly figures')),
      id: record.id,
      attachments: record.attachmentIds.map((id) => ({
        id,
        name: `${id}.bin`,
        size: 10,
        type: 'application/pdf',
        path: `/api/mail/attachments/${id}`,
        preview: null,
        createdAt: record.createdAt,
      })),
    }
    const { user, dialog } = await openCompose({ mode: 'forward', mail })
    expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Fwd: Quarterly figures')
    expect(
      within(dialog.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem'),
    ).toHaveLength(record.attachmentIds.length)
    await user.type(dialog.getByRole('combobox', { name: 'To' }), 'user@example.com{Enter}')
    await user.click(dialog.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Message sent')).toBeInTheDocument()
    // The toast comes with the send (it offers Undo); the stored copy may land a moment later.
    await waitFor(async () => {
      const sent = (await adminMails()).find(
        (m) => m.folder === 'sent' && m.subject === 'Fwd: Quarterly figures',
      )
      expect(sent?.attachmentIds).toEqual(record.attachmentIds)
    })
  })

  it('refuses a file over 3 MB with a message and uploads nothing', async () => {
    const before = (await getDb()).mailAttachments.all().length
    const { user, container, dialog } = await openCompose()
    const input = container.ownerDocument.querySelector(
      '[data-testid="mail-compose"] input[type="file"]',
    ) as HTMLInputElement
    const huge = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' })
    await user.upload(input, huge)
    expect(
      await dialog.findByText(/scan\.png is larger than 3 MB: it was not attached\./),
    ).toBeInTheDocument()
    expect(dialog.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument()
    expect((await getDb()).mailAttachments.all()).toHaveLength(before)
  })
})

/**
 * The mailbox's labels sidebar against the mock API: the counts are the API's, labels are created,
 * refused, deleted, and the label shown is the current page.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { labelCount } from '@/features/mail/mail-sidebar/label-count'
import { mailLabelsResponseSchema } from '@/lib/api/schemas/mail'
import { call, login } from '../../mocks/client'
import { renderApp } from '../../utils/render'

let admin: string
beforeEach(async () => {
  admin = await login()
})

async function apiLabels() {
  const answer = await call('GET', '/api/mail/labels', { token: admin })
  return mailLabelsResponseSchema.parse(answer.json).labels
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Mailbox' }))

async function openMailbox(url = '/dashboard/mail/all') {
  const app = await renderApp(url, { session: 'admin' })
  await screen.findByTestId('mail-label-inbox')
  return app
}

describe('mail sidebar', () => {
  it('shows each label with the count the API gives: unread, drafts in total, none at zero', async () => {
    await openMailbox()
    const labels = await apiLabels()
    expect(labels.some((label) => label.unreadCount > 0)).toBe(true)
    for (const label of labels) {
      const entry = screen.getByTestId(`mail-label-${label.id}`)
      const count = labelCount(label)
      if (count > 0) {
        expect(entry).toHaveTextContent(String(count))
        expect(entry).toHaveAccessibleName(
          expect.stringMatching(new RegExp(`${count} (unread|drafts?)$`)),
        )
      } else expect(entry.textContent).not.toMatch(/\d/)
    }
    expect(screen.getByTestId('mail-label-inbox')).toHaveAccessibleName(
      expect.stringMatching(/^Inbox/),
    )
    for (const name of ['Work', 'Clients', 'Travel', 'Receipts'])
      expect(sidebar().getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument()
  })

  it('marks the label shown as the current page and moves to the label clicked', async () => {
    const { user, router } = await openMailbox('/dashboard/mail/all?label=starred')
    expect(screen.getByTestId('mail-label-starred')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByTestId('mail-label-inbox')).not.toHaveAttribute('aria-current')
    await user.click(screen.getByTestId('mail-label-sent'))
    await waitFor(() => expect(router.state.location.search).toEqual({ label: 'sent' }))
    expect(screen.getByTestId('mail-label-sent')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByTestId('mail-label-starred')).not.toHaveAttribute('aria-current')
  })

  it('creates a label through the dialog; it appears in the sidebar with its colour', async () => {
    const { user } = await openMailbox()
    await user.click(sidebar().getByRole('button', { name: 'New label' }))
    const dialog = await screen.findByRole('dialog', { name: 'New label' })
    await user.click(within(dialog).getByRole('button', { name: 'Create label' }))
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'x'.repeat(31))
    await user.click(within(dialog).getByRole('button', { name: 'Create label' }))
    expect(await within(dialog).findByText('Keep it to 30 characters')).toBeInTheDocument()

    const name = within(dialog).getByRole('textbox', { name: /Name/ })
    await user.clear(name)
    await user.type(name, 'Projects')
    await user.click(within(dialog).getByRole('button', { name: 'Blue' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create label' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await sidebar().findByRole('button', { name: /^Projects/ })).toBeInTheDocument()
    const created = (await apiLabels()).find((label) => label.name === 'Projects')
    expect(created?.color).toBe('#1877f2')
  })

  it('shows the server refusing a taken name next to the name field, and keeps the dialog open', async () => {
    const { user } = await openMailbox()
    await user.click(sidebar().getByRole('button', { name: 'New label' }))
    const dialog = await screen.findByRole('dialog', { name: 'New label' })
    const name = within(dialog).getByRole('textbox', { name: /Name/ })
    await user.type(name, 'work')
    await user.click(within(dialog).getByRole('button', { name: 'Create label' }))
    expect(await within(dialog).findByText('A label with this name already exists')).toBeVisible()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('A label with this name already exists')
    expect((await apiLabels()).filter((label) => label.name.toLowerCase() === 'work')).toHaveLength(
      1,
    )
  })

  it('renames a label from its menu', async () => {
    const { user } = await openMailbox()
    await user.click(sidebar().getByRole('button', { name: 'Actions for Travel' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Rename or change colour' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit label' })
    const name = within(dialog).getByRole('textbox', { name: /Name/ })
    expect(name).toHaveValue('Travel')
    await user.clear(name)
    await user.type(name, 'Trips')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await sidebar().findByRole('button', { name: /^Trips/ })).toBeInTheDocument()
    expect(sidebar().queryByRole('button', { name: /^Travel/ })).not.toBeInTheDocument()
  })

  it('deletes a label after confirming, and leaves it for the inbox when it was shown', async () => {
    const before = await apiLabels()
    const receipts = before.find((label) => label.name === 'Receipts')!
    const { user, router } = await openMailbox(`/dashboard/mail/all?label=${receipts.id}`)
    expect(screen.getByTestId(`mail-label-${receipts.id}`)).toHaveAttribute('aria-current', 'page')
    await user.click(sidebar().getByRole('button', { name: 'Actions for Receipts' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this label?' })
    expect(confirm).toHaveTextContent('Delete the label “Receipts”?')
    await user.click(within(confirm).getByRole('button', { name: 'Delete label' }))
    await waitFor(() =>
      expect(sidebar().queryByRole('button', { name: /^Receipts/ })).not.toBeInTheDocument(),
    )
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    // The inbox's route match renders once the navigation has settled.
    await waitFor(() =>
      expect(screen.getByTestId('mail-label-inbox')).toHaveAttribute('aria-current', 'page'),
    )
    expect((await apiLabels()).some((label) => label.id === receipts.id)).toBe(false)
  })

  it('shows a label that does not exist as such in place of the list', async () => {
    await openMailbox('/dashboard/mail/all?label=no-such-label')
    expect(await screen.findByText('This label does not exist any more.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to the inbox' })).toBeInTheDocument()
  })

  it('shows an empty reading pane until a mail is opened', async () => {
    await openMailbox()
    expect(screen.getByRole('heading', { level: 1, name: 'Mail' })).toBeInTheDocument()
    expect(screen.getByText('Select a mail to read')).toBeInTheDocument()
  })
})

describe('mailbox on smaller screens', () => {
  afterEach(() => {
    window.innerWidth = 1440
  })

  it('puts the labels in a drawer below 1200 px; choosing a label closes it', async () => {
    window.innerWidth = 900
    const { user, router } = await renderApp('/dashboard/mail/all', { session: 'admin' })
    expect(screen.queryByRole('navigation', { name: 'Mailbox' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Show labels' }))
    const drawer = await screen.findByRole('dialog', { name: 'Mailbox' })
    await user.click(await within(drawer).findByTestId('mail-label-starred'))
    await waitFor(() => expect(router.state.location.search).toEqual({ label: 'starred' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mailbox' })).not.toBeInTheDocument(),
    )
    // The bar above the list names the label shown.
    expect(screen.getByRole('region', { name: 'Starred' })).toHaveTextContent('Starred')
    expect(screen.getByText('Select a mail to read')).toBeInTheDocument()
  })

  it('shows the list or the open mail on a phone, never both', async () => {
    window.innerWidth = 390
    const { router } = await renderApp('/dashboard/mail/all', { session: 'admin' })
    expect(await screen.findByRole('region', { name: 'Inbox' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Reading pane' })).not.toBeInTheDocument()
    await router.navigate({ to: '/dashboard/mail/all', search: { mailId: 'mail-any' } })
    expect(await screen.findByRole('region', { name: 'Reading pane' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Inbox' })).not.toBeInTheDocument()
  })
})

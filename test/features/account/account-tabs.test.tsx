/** The account page's tabs: each is its own URL, and what they save is what the server keeps. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { settingsKeys } from '@/features/account/api/settings-keys'
import { getDb } from '../../../mocks/db/database'
import { DEMO_USER_ID } from '../../../mocks/lib/demo-accounts'
import { renderApp } from '../../utils/render'

const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)
const fileInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement

describe('account tabs', () => {
  it('opens the tab the URL names, and a tab click writes it to the URL', async () => {
    const { user, router } = await renderApp('/dashboard/user/account?tab=notifications', {
      session: 'user',
    })
    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeVisible()
    expect(await screen.findByRole('switch', { name: /^Comments/ })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Billing' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'billing' }))
    expect(await screen.findByRole('heading', { name: 'Payment methods' })).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'General' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('an unknown tab in the URL opens General', async () => {
    await renderApp('/dashboard/user/account?tab=nope', { session: 'user' })
    expect(await screen.findByRole('tab', { name: 'General', selected: true })).toBeVisible()
  })

  it('General: a new picture and the new fields are saved; the picture is stored by the API', async () => {
    const { user } = await renderApp('/dashboard/user/account', { session: 'user' })
    await user.upload(fileInput(), new File([PNG_1PX], 'me.png', { type: 'image/png' }))
    const company = screen.getByRole('textbox', { name: 'Company' })
    await user.clear(company)
    await user.type(company, 'Lumen Labs')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Your profile was saved')).toBeInTheDocument()
    const db = await getDb()
    const saved = db.users.findFirst((q) => q.where({ id: DEMO_USER_ID }))
    expect(saved?.company).toBe('Lumen Labs')
    expect(saved?.avatarUrl).toMatch(/^\/api\/users\/avatar\//)
    // Nothing left to save: the form holds the stored address, not the upload.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  })

  it('social links: a wrong address gets its message next to the field; a right one is saved', async () => {
    const { user } = await renderApp('/dashboard/user/account?tab=social', { session: 'user' })
    const facebook = await screen.findByRole('textbox', { name: 'Facebook' })
    await user.clear(facebook)
    await user.type(facebook, 'http://facebook.example.com/me')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(facebook).toHaveAccessibleDescription('Enter a full https address on this network')
    await user.clear(facebook)
    await user.type(facebook, 'https://www.facebook.com/alex.rivera')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Your social links were saved')).toBeInTheDocument()
    const db = await getDb()
    expect(db.users.findFirst((q) => q.where({ id: DEMO_USER_ID }))?.socials.facebook).toBe(
      'https://www.facebook.com/alex.rivera',
    )
  })

  it('notification switches stay as saved after the settings are read again', async () => {
    const { user, queryClient } = await renderApp('/dashboard/user/account?tab=notifications', {
      session: 'user',
    })
    const follows = await screen.findByRole('switch', { name: /^Follows/ })
    const digest = screen.getByRole('switch', { name: /^Weekly blog digest/ })
    const [followsBefore, digestBefore] = [
      (follows as HTMLInputElement).checked,
      (digest as HTMLInputElement).checked,
    ]
    await user.click(follows)
    await user.click(digest)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Your notification settings were saved')).toBeInTheDocument()
    // Forget the cache: what shows now comes from the server again.
    queryClient.removeQueries({ queryKey: settingsKeys.notifications() })
    await user.click(screen.getByRole('tab', { name: 'Billing' }))
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }))
    const followsAgain = await screen.findByRole('switch', { name: /^Follows/ })
    expect((followsAgain as HTMLInputElement).checked).toBe(!followsBefore)
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: /^Weekly blog digest/ }).checked,
    ).toBe(!digestBefore)
  })

  it('adding a card: a bad number gets its message; a good card shows as •••• and its last four', async () => {
    const { user } = await renderApp('/dashboard/user/account?tab=billing', { session: 'user' })
    expect(await screen.findByText(/No card yet/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Add card' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' })
    const modal = within(dialog)
    await user.type(modal.getByRole('textbox', { name: /^Name on the card/ }), 'Alex Rivera')
    const number = modal.getByRole('textbox', { name: /^Card number/ })
    await user.type(number, '4242 4242 4242 4241')
    await user.type(modal.getByRole('textbox', { name: /^Expiry date/ }), '12/39')
    await user.type(modal.getByRole('textbox', { name: /^Security code/ }), '123')
    await user.click(modal.getByRole('button', { name: 'Add card' }))
    expect(number).toHaveAccessibleDescription('Enter a valid card number')
    await user.clear(number)
    await user.type(number, '5555 5555 5555 4444')
    await user.click(modal.getByRole('button', { name: 'Add card' }))
    expect(await screen.findByText('The card ending in 4444 was added')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const list = screen.getByRole('list', { name: 'Payment methods' })
    expect(within(list).getByText(/•••• 4444/)).toBeVisible()
    expect(within(list).getByText('Primary')).toBeVisible()
  })

  it('a paid plan without a card shows the server’s message in the dialog', async () => {
    const { user } = await renderApp('/dashboard/user/account?tab=billing', { session: 'user' })
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Basic')
    await user.click(screen.getByRole('button', { name: 'Change plan' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Change plan' }))
    await user.click(dialog.getByRole('radio', { name: /Premium/ }))
    await user.click(dialog.getByRole('button', { name: 'Confirm plan' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Add a card before choosing a paid plan',
    )
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Basic')
  })

  it('the admin sees the plan, the renewal, the cards and the invoice history', async () => {
    await renderApp('/dashboard/user/account?tab=billing', { session: 'admin' })
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Premium')
    expect(screen.getByText('$95.90 / year')).toBeVisible()
    expect(screen.getByText(/^Renews on /)).toBeVisible()
    expect(screen.getByText(/•••• 4242/)).toBeVisible()
    const history = screen.getByRole('table', { name: 'Invoice history' })
    expect(within(history).getByText('INV-1992')).toBeVisible()
    expect(within(history).getAllByRole('row')).toHaveLength(4)
  })
})

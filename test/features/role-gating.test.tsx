/**
 * What a `user` (not an administrator) is offered, following the permission table
 * (docs/api.md, "Permissions"): no catalogue writes, no column changes, no changes to other
 * members' events, no demo reset. The server refuses them anyway; the app does not offer them.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../mocks/db/database'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../mocks/lib/demo-accounts'
import { renderApp } from '../utils/render'

const table = () => screen.getByTestId('product-table')
async function bodyRows() {
  await waitFor(() => expect(screen.queryAllByTestId('product-skeleton-row')).toHaveLength(0))
  return within(table()).getAllByRole('row').slice(1)
}

describe('the product catalogue for a user', () => {
  it('lists products without new, edit, select or delete', async () => {
    const { user } = await renderApp('/dashboard/e-commerce/list', { session: 'user' })
    const rows = await bodyRows()
    expect(rows.length).toBeGreaterThan(0)
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument()
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
    await user.click(within(rows[0]!).getByRole('button', { name: /^Actions for / }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'View' })).toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it('offers the same actions to an admin', async () => {
    const { user } = await renderApp('/dashboard/e-commerce/list', { session: 'admin' })
    const rows = await bodyRows()
    expect(screen.getByRole('link', { name: 'New product' })).toBeInTheDocument()
    await user.click(within(rows[0]!).getByRole('button', { name: /^Actions for / }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument()
  })

  it('shows the permission-denied state on the editor pages', async () => {
    await renderApp('/dashboard/e-commerce/product/new', { session: 'user' })
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Product name/ })).not.toBeInTheDocument()
  })

  it('shows the permission-denied state when editing a product', async () => {
    const slug = (await getDb()).products.all()[0]!.slug
    await renderApp(`/dashboard/e-commerce/product/${slug}/edit`, { session: 'user' })
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument()
  })

  it('has no edit button on a product page', async () => {
    const slug = (await getDb()).products.all()[0]!.slug
    await renderApp(`/dashboard/e-commerce/product/${slug}`, { session: 'user' })
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit product' })).not.toBeInTheDocument()
  })
})

describe('the kanban board for a user', () => {
  it('has no column menu, rename or new column, and still adds cards', async () => {
    await renderApp('/dashboard/kanban', { session: 'user' })
    await screen.findAllByRole('list', { name: /^Cards in / })
    expect(screen.queryAllByRole('button', { name: /^Actions for the column/ })).toHaveLength(0)
    expect(screen.queryAllByRole('button', { name: /^Rename the column/ })).toHaveLength(0)
    expect(screen.queryByRole('textbox', { name: /column/i })).not.toBeInTheDocument()
    expect(screen.getAllByRole('textbox', { name: /^New card title in / }).length).toBeGreaterThan(
      0,
    )
  })
})

describe('the calendar for a user', () => {
  const eventOf = async (owner: string) =>
    (await getDb()).calendarEvents.all().find((event) => event.createdBy === owner)!

  it("shows another member's event without save or delete, and says why", async () => {
    const event = await eventOf(DEMO_ADMIN_ID)
    await renderApp(`/dashboard/calendar?event=${event.id}`, { session: 'user' })
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' })
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled()
    expect(within(dialog).getByTestId('event-read-only')).toHaveTextContent(
      'Only the person who created this event or an administrator can change it.',
    )
    // The fields show the event but take no edit that could not be saved.
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()
  })

  it('lets the user change an event they created', async () => {
    const event = await eventOf(DEMO_USER_ID)
    await renderApp(`/dashboard/calendar?event=${event.id}`, { session: 'user' })
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' })
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled()
    expect(within(dialog).queryByTestId('event-read-only')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toBeEnabled()
  })
})

describe('the account menu for a user', () => {
  it('has no "Reset demo data"', async () => {
    const { user } = await renderApp('/dashboard/blank', { session: 'user' })
    await user.click(await screen.findByTestId('account-menu'))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument()
    expect(
      within(menu).queryByRole('menuitem', { name: /Reset demo data/ }),
    ).not.toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../../mocks/db/database'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'

const table = () => screen.getByTestId('user-table')
/** The body rows, once the skeleton rows are gone. */
async function bodyRows() {
  await waitFor(() => expect(screen.queryAllByTestId('user-skeleton-row')).toHaveLength(0))
  await waitFor(() => expect(table()).not.toHaveAttribute('data-stale'))
  return within(table()).getAllByRole('row').slice(1)
}
const rowFor = async (name: string) =>
  (await bodyRows()).find((row) => within(row).queryByText(name)) as HTMLElement

describe('user list', () => {
  it('shows the banned people sorted by name, as the address asks', async () => {
    await given.user({ firstName: 'Zora', lastName: 'Banned', status: 'banned' })
    await given.user({ firstName: 'Abel', lastName: 'Banned', status: 'banned' })
    await renderApp('/dashboard/user/list?status=banned&sort=name', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'List' })).toBeInTheDocument()
    const rows = await bodyRows()
    expect(rows.length).toBeGreaterThanOrEqual(2)
    for (const row of rows) expect(within(row).getByText('Banned')).toBeInTheDocument()
    const names = rows.map((row) => within(row).getAllByText(/\S/)[0]?.textContent ?? '')
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(screen.getByRole('tab', { name: /Banned/, selected: true })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  })

  it('counts each status in its tab, under the other filters', async () => {
    const db = await getDb()
    const people = db.users.all()
    const count = (status: string) => people.filter((u) => u.status === status).length
    await renderApp('/dashboard/user/list', { session: 'admin' })
    await bodyRows()
    expect(screen.getByTestId('user-count-all')).toHaveTextContent(String(people.length))
    for (const status of ['active', 'pending', 'banned', 'rejected'])
      expect(screen.getByTestId(`user-count-${status}`)).toHaveTextContent(String(count(status)))
  })

  it('filters by role and pages from the address', async () => {
    await renderApp('/dashboard/user/list?roles=admin&size=5', { session: 'admin' })
    const rows = await bodyRows()
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThanOrEqual(5)
    for (const row of rows) expect(within(row).getByText('Admin')).toBeInTheDocument()
    expect(screen.getByLabelText('Rows per page')).toHaveValue('5')
  })

  it('searches by name (debounced into the address) and offers a way out of no results', async () => {
    const { user, router } = await renderApp('/dashboard/user/list', { session: 'admin' })
    await bodyRows()
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzzz-nobody')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'zzzz-nobody' }))
    expect(await screen.findByText('No user matches these filters')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('sorts by a column header click, in the address', async () => {
    const { user, router } = await renderApp('/dashboard/user/list', { session: 'admin' })
    await bodyRows()
    await user.click(screen.getByRole('button', { name: 'Company' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'company' }))
  })

  it('saves a quick edit in place: the row changes', async () => {
    const { user: person } = await given.user({ firstName: 'Quentin', lastName: 'Quick' })
    const { user } = await renderApp('/dashboard/user/list?q=Quentin', { session: 'admin' })
    const row = await rowFor('Quentin Quick')
    await user.click(within(row).getByRole('button', { name: 'Actions for Quentin Quick' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Quick edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Quick edit' })
    const company = within(dialog).getByLabelText('Company')
    await user.clear(company)
    await user.type(company, 'Harbour Labs')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(async () =>
      expect(await rowFor('Quentin Quick')).toHaveTextContent('Harbour Labs'),
    )
    const db = await getDb()
    expect(db.users.findFirst((q) => q.where({ id: person.id }))?.company).toBe('Harbour Labs')
  })

  it('shows the server’s “e-mail taken” next to the e-mail field', async () => {
    await given.user({ email: 'taken@example.com' })
    await given.user({ firstName: 'Erin', lastName: 'Other' })
    const { user } = await renderApp('/dashboard/user/list?q=Erin', { session: 'admin' })
    const row = await rowFor('Erin Other')
    await user.click(within(row).getByRole('button', { name: 'Actions for Erin Other' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Quick edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Quick edit' })
    const email = within(dialog).getByLabelText(/E-mail/)
    await user.clear(email)
    await user.type(email, 'taken@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription(/already/i)
  })

  it('keeps the demo accounts: their role, status and delete are disabled with the reason', async () => {
    const { user } = await renderApp('/dashboard/user/list?q=user%40example.com', {
      session: 'admin',
    })
    const row = (await bodyRows())[0] as HTMLElement
    expect(within(row).getByRole('checkbox')).toBeDisabled()
    await user.click(within(row).getByRole('button', { name: /^Actions for/ }))
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeDisabled()
    await user.click(screen.getByRole('menuitem', { name: 'Quick edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Quick edit' })
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeDisabled()
    expect(within(dialog).getAllByText(/demo account keeps/).length).toBeGreaterThan(0)
  })

  it('deletes the selected people after a confirmation that counts them', async () => {
    await given.user({ firstName: 'Del', lastName: 'One' })
    await given.user({ firstName: 'Del', lastName: 'Two' })
    const { user } = await renderApp('/dashboard/user/list?q=Del', { session: 'admin' })
    await bodyRows()
    await user.click(screen.getByRole('checkbox', { name: 'Select Del One' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Del Two' }))
    await user.click(screen.getByRole('button', { name: 'Delete 2 users' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 users?' })
    expect(dialog).toHaveTextContent('The 2 selected users will be deleted for good.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 users' }))
    expect(await screen.findByText('No user matches these filters', {})).toBeInTheDocument()
  })

  it('is read only for the user role: no selection, no row actions', async () => {
    await renderApp('/dashboard/user/list', { session: 'user' })
    const rows = await bodyRows()
    expect(rows.length).toBeGreaterThan(0)
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /New user/ })).not.toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  invoiceListResponseSchema,
  invoiceWriteResponseSchema,
  type InvoiceInput,
  type InvoiceStats,
} from '@/lib/api/schemas/invoices'
import { getDb } from '../../../mocks/db/database'
import { call, login } from '../../mocks/client'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'

let admin: string
beforeEach(async () => {
  admin = await login()
})

/** Creates an invoice through the API, as the app would (the number is allocated there). */
async function createInvoice(overrides: Partial<InvoiceInput> = {}) {
  const answer = await call('POST', '/api/invoices/invoice/new', {
    token: admin,
    body: { invoice: given.invoiceInput(overrides) },
  })
  expect(answer.status).toBe(201)
  return invoiceWriteResponseSchema.parse(answer.json).invoice
}

const customer = (name: string) => ({ to: { ...given.invoiceInput().to, name } })

/** What the API says for a query: the statistics the strip must show. */
async function apiStats(query = '') {
  const answer = await call('GET', `/api/invoices/list?${query}`, { token: admin })
  return invoiceListResponseSchema.parse(answer.json).stats
}

const money = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100)
const invoices = (count: number) => `${count} ${count === 1 ? 'invoice' : 'invoices'}`

function expectStrip(stats: InvoiceStats) {
  for (const name of ['total', 'paid', 'pending', 'overdue', 'draft'] as const) {
    const stat = screen.getByTestId(`invoice-stat-${name}`)
    expect(stat).toHaveTextContent(invoices(stats[name].count))
    expect(stat).toHaveTextContent(money(stats[name].amount))
  }
}

const table = () => screen.getByTestId('invoice-table')
/** The body rows, once the skeleton rows are gone and no newer page is on its way. */
async function bodyRows() {
  await waitFor(() => expect(screen.queryAllByTestId('invoice-skeleton-row')).toHaveLength(0))
  await waitFor(() => expect(table()).not.toHaveAttribute('data-stale'))
  return within(table()).getAllByRole('row').slice(1)
}

describe('invoice list', () => {
  it('shows only overdue rows for ?status=overdue, under a strip equal to the API’s statistics', async () => {
    await createInvoice({
      ...customer('Olive Overdue'),
      status: 'pending',
      createDate: '2025-01-02',
      dueDate: '2025-01-20',
    })
    await renderApp('/dashboard/invoice/list?status=overdue', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'List' })).toBeInTheDocument()
    const rows = await bodyRows()
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(within(row).getByText('Overdue')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Overdue/, selected: true })).toBeInTheDocument()
    const stats = await apiStats()
    await waitFor(() => expectStrip(stats))
    expect(screen.getByTestId('invoice-count-overdue')).toHaveTextContent(
      String(stats.overdue.count),
    )
    expect(screen.getByTestId('invoice-count-all')).toHaveTextContent(String(stats.total.count))
  })

  it('follows the filters: a search narrows the strip, the rows and the result count', async () => {
    await createInvoice({ ...customer('Priya Stripwell'), status: 'paid' })
    await createInvoice({ ...customer('Priya Stripwell'), status: 'draft' })
    await renderApp('/dashboard/invoice/list?q=Stripwell', { session: 'admin' })
    expect(await bodyRows()).toHaveLength(2)
    const stats = await apiStats('search=Stripwell')
    expect(stats.total.count).toBe(2)
    await waitFor(() => expectStrip(stats))
    expect(screen.getByTestId('invoice-result-count')).toHaveTextContent('2 results found')
    expect(screen.getByText('Keyword: Stripwell')).toBeInTheDocument()
  })

  it('shows an end date before the start next to the field, and does not apply it', async () => {
    const { user, router } = await renderApp('/dashboard/invoice/list?start=2026-05-10', {
      session: 'admin',
    })
    await bodyRows()
    const end = screen.getByRole('textbox', { name: 'End date' })
    await user.type(end, '1 May 2026')
    await user.tab()
    await waitFor(() => expect(end).toHaveAccessibleDescription(/on or after the start date/))
    expect(router.state.location.search).toEqual({ start: '2026-05-10' })
  })

  it('changes the address and the rows on a tab click', async () => {
    await createInvoice({ ...customer('Tabitha Tabs'), status: 'draft' })
    await createInvoice({ ...customer('Tabitha Tabs'), status: 'paid' })
    const { user, router } = await renderApp('/dashboard/invoice/list?q=Tabitha', {
      session: 'admin',
    })
    expect(await bodyRows()).toHaveLength(2)
    await user.click(screen.getByRole('tab', { name: /Draft/ }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'draft' }))
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1))
    const [row] = await bodyRows()
    expect(within(row!).getByText('Draft')).toBeInTheDocument()
  })

  it('marks the selected invoices paid: the statistics change', async () => {
    const one = await createInvoice({ ...customer('Mark Paidmore'), status: 'pending' })
    const two = await createInvoice({ ...customer('Mark Paidmore'), status: 'pending' })
    const { user } = await renderApp('/dashboard/invoice/list?q=Paidmore', { session: 'admin' })
    await bodyRows()
    await waitFor(() =>
      expect(screen.getByTestId('invoice-stat-pending')).toHaveTextContent(invoices(2)),
    )
    expect(screen.getByTestId('invoice-stat-paid')).toHaveTextContent(invoices(0))
    await user.click(screen.getByRole('checkbox', { name: `Select ${one.number}` }))
    await user.click(screen.getByRole('checkbox', { name: `Select ${two.number}` }))
    await user.click(screen.getByRole('button', { name: 'Mark paid' }))
    await waitFor(() =>
      expect(screen.getByTestId('invoice-stat-paid')).toHaveTextContent(invoices(2)),
    )
    expect(screen.getByTestId('invoice-stat-paid')).toHaveTextContent(money(one.total + two.total))
    expect(screen.getByTestId('invoice-stat-pending')).toHaveTextContent(invoices(0))
    const db = await getDb()
    expect(db.invoices.findFirst((q) => q.where({ id: one.id }))?.status).toBe('paid')
  })

  it('deletes a row after a confirmation that names it', async () => {
    const invoice = await createInvoice(customer('Dora Deletable'))
    const { user } = await renderApp('/dashboard/invoice/list?q=Deletable', { session: 'admin' })
    const [row] = await bodyRows()
    await user.click(within(row!).getByRole('button', { name: `Actions for ${invoice.number}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this invoice?' })
    expect(dialog).toHaveTextContent(`Invoice ${invoice.number} will be deleted for good.`)
    await user.click(within(dialog).getByRole('button', { name: 'Delete invoice' }))
    expect(await screen.findByText('No invoice matches these filters', {})).toBeInTheDocument()
    const db = await getDb()
    expect(db.invoices.findFirst((q) => q.where({ id: invoice.id }))).toBeUndefined()
  })

  it('is read only for the user role: no New button, no selection, no write actions', async () => {
    const invoice = await createInvoice(customer('Rita Readonly'))
    const { user } = await renderApp('/dashboard/invoice/list?q=Readonly', { session: 'user' })
    const [row] = await bodyRows()
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0)
    expect(screen.queryByRole('link', { name: /New invoice/ })).not.toBeInTheDocument()
    await user.click(within(row!).getByRole('button', { name: `Actions for ${invoice.number}` }))
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Duplicate' })).not.toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument()
  })
})

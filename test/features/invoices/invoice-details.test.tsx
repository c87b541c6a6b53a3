/** The invoice details page: the document, its totals, and what admins and users may do with it. */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { invoiceWriteResponseSchema } from '@/lib/api/schemas/invoices'
import { invoiceTotals } from '@/lib/api/schemas/invoice-totals'
import { call, login } from '../../mocks/client'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'

async function createInvoice(overrides: Parameters<typeof given.invoiceInput>[0] = {}) {
  const answer = await call('POST', '/api/invoices/invoice/new', {
    token: await login(),
    body: { invoice: given.invoiceInput(overrides) },
  })
  expect(answer.status).toBe(201)
  return invoiceWriteResponseSchema.parse(answer.json).invoice
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

const openInvoice = async (id: string, session: 'admin' | 'user' = 'admin') => {
  const app = await renderApp(`/dashboard/invoice/${id}`, { session })
  await screen.findByTestId('invoice-paper')
  return app
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('invoice details', () => {
  it('shows the number, both parties, the dates, every line and totals equal to invoiceTotals', async () => {
    const invoice = await createInvoice({
      // A draft, so fixed dates stay shown as written (a draft never turns overdue).
      createDate: '2026-11-02',
      dueDate: '2026-12-02',
      shipping: 1250,
      discount: 2000,
      taxPercent: 8.25,
      notes: 'Payment by bank transfer.',
    })
    await openInvoice(invoice.id)
    const paper = screen.getByTestId('invoice-paper')
    expect(
      await screen.findByRole('heading', { level: 1, name: invoice.number }),
    ).toBeInTheDocument()
    expect(within(paper).getByText(invoice.number)).toBeInTheDocument()
    expect(within(paper).getByTestId('invoice-status')).toHaveTextContent('Draft')
    for (const text of ['Avery Quinn', 'Northwind', 'Kai Nakamura', 'Harbor Studio'])
      expect(within(paper).getByText(text)).toBeInTheDocument()
    // Address lines as written, one under the other.
    expect(within(paper).getByText(/5 Quay Road\s+Auckland 1010/).textContent).toBe(
      '5 Quay Road\nAuckland 1010\nNew Zealand',
    )
    // Calendar days, in UTC whatever the machine's zone.
    expect(within(paper).getByText('Nov 2, 2026')).toBeInTheDocument()
    expect(within(paper).getByText('Dec 2, 2026')).toBeInTheDocument()

    const lines = within(paper).getAllByTestId('invoice-line')
    expect(lines).toHaveLength(2)
    const totals = invoiceTotals(invoice)
    expect(within(lines[0]!).getByText('Landing page design')).toBeInTheDocument()
    expect(within(lines[0]!).getByText('Design')).toBeInTheDocument()
    const lineTotal = (line: HTMLElement) => within(line).getAllByRole('cell').at(-1)
    expect(lineTotal(lines[0]!)).toHaveTextContent(usd(totals.lineTotals[0]!))
    expect(within(lines[1]!).getByText('Monthly')).toBeInTheDocument()
    expect(lineTotal(lines[1]!)).toHaveTextContent(usd(totals.lineTotals[1]!))

    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent(usd(totals.subtotal))
    expect(screen.getByTestId('invoice-shipping')).toHaveTextContent(usd(1250))
    expect(screen.getByTestId('invoice-discount')).toHaveTextContent(`-${usd(2000)}`)
    expect(screen.getByTestId('invoice-taxes')).toHaveTextContent(usd(totals.taxes))
    expect(within(paper).getByText('Taxes (8.25%)')).toBeInTheDocument()
    expect(screen.getByTestId('invoice-total')).toHaveTextContent(usd(totals.total))
    expect(within(paper).getByText('Payment by bank transfer.')).toBeInTheDocument()
    expect(within(paper).getByRole('link', { name: 'support@example.com' })).toBeInTheDocument()
  })

  it('changes the status: the badge and the history follow', async () => {
    const invoice = await createInvoice({ status: 'pending' })
    const { user } = await openInvoice(invoice.id)
    await user.click(screen.getByRole('combobox', { name: /^Change status/ }))
    await user.click(await screen.findByRole('option', { name: 'Paid' }))
    await waitFor(() => expect(screen.getByTestId('invoice-status')).toHaveTextContent('Paid'))
    const history = screen.getByTestId('invoice-history')
    expect(await within(history).findByText('Marked Paid')).toBeInTheDocument()
  })

  it('sends the invoice: a toast names the e-mail and the count goes up', async () => {
    const invoice = await createInvoice()
    const { user } = await openInvoice(invoice.id)
    expect(screen.getByTestId('invoice-sent-count')).toHaveTextContent('Not sent yet')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Sent to kai@example.com')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByTestId('invoice-sent-count')).toHaveTextContent('Sent 1 time'),
    )
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(screen.getByTestId('invoice-sent-count')).toHaveTextContent('Sent 2 times'),
    )
    // A sent draft is issued: it is pending now, and the history says it was sent.
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Pending')
    expect(within(screen.getByTestId('invoice-history')).getAllByText('Sent')).toHaveLength(2)
  })

  it('shows an overdue invoice as overdue, with why, and never offers it as a choice', async () => {
    const invoice = await createInvoice({
      status: 'pending',
      createDate: '2025-01-02',
      dueDate: '2025-01-16',
    })
    const { user } = await openInvoice(invoice.id)
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Overdue')
    const select = screen.getByRole('combobox', { name: /^Change status/ })
    expect(select).toHaveValue('Overdue')
    expect(
      screen.getByText(
        'Set automatically once the due date passes; mark it paid when the money arrives',
      ),
    ).toBeInTheDocument()
    await user.click(select)
    expect(await screen.findByRole('option', { name: 'Overdue' })).toHaveAttribute(
      'data-combobox-disabled',
    )
  })

  it('lets the user role read and download, but not edit, send or change the status', async () => {
    const invoice = await createInvoice()
    await openInvoice(invoice.id, 'user')
    expect(screen.getByTestId('invoice-paper')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: /^Change status/ })).not.toBeInTheDocument()
  })

  it('links admins to the editor', async () => {
    const invoice = await createInvoice()
    await openInvoice(invoice.id)
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/invoice/${invoice.id}/edit`,
    )
  })

  it('copies a link to the page, without the print flag', async () => {
    const invoice = await createInvoice()
    const { user } = await renderApp(`/dashboard/invoice/${invoice.id}`, { session: 'user' })
    await screen.findByTestId('invoice-paper')
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/dashboard/invoice/${invoice.id}`,
    )
  })

  it('opens the print dialog once with ?print=1, then drops the flag', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const invoice = await createInvoice()
    const { router } = await renderApp(`/dashboard/invoice/${invoice.id}?print=1`, {
      session: 'admin',
    })
    await screen.findByTestId('invoice-paper')
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('shows the not-found state for an unknown id', async () => {
    await renderApp('/dashboard/invoice/no-such-invoice', { session: 'admin' })
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toBeInTheDocument()
  })
})

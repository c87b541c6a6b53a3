import { configure, screen, waitFor, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { periodOf, type PeriodInstants } from '@/features/dashboards/period'
import {
  bankingSummarySchema,
  expenseCategoriesSchema,
  transactionsResponseSchema,
} from '@/lib/api/schemas/banking'
import { server } from '../../../mocks/node'
import { call, login } from '../../mocks/client'
import { renderApp } from '../../utils/render'

// Every widget's first answer is computed from a year of rows when asked: on a loaded machine that
// takes more than Testing Library's one second.
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }))
afterAll(() => configure({ asyncUtilTimeout: 1_000 }))

let admin: string
beforeEach(async () => {
  admin = await login()
})

const money = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100)
const query = (period: PeriodInstants) => `from=${period.from}&to=${period.to}`

/** What the API answers for the period: what the page must show. */
async function apiSummary(period = periodOf({})) {
  const answer = await call('GET', `/api/banking/summary?${query(period)}`, { token: admin })
  return bankingSummarySchema.parse(answer.json)
}

/** A write or a new period refetches a whole page of widgets: slow on a loaded machine. */
const REFETCH = { timeout: 10_000 }

const statValue = async (testId: string) =>
  within(await screen.findByTestId(testId)).getByTestId('stat-value').textContent

describe('banking dashboard', () => {
  it("shows the account's figures, card, categories and statement from the API", async () => {
    const summary = await apiSummary()
    const categories = expenseCategoriesSchema.parse(
      (
        await call('GET', `/api/banking/expense-categories?${query(periodOf({}))}`, {
          token: admin,
        })
      ).json,
    )
    const statement = transactionsResponseSchema.parse(
      (await call('GET', '/api/banking/transactions?page=1&size=6', { token: admin })).json,
    )
    await renderApp('/dashboard/banking', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'Banking' })).toBeInTheDocument()
    expect(await statValue('stat-balance')).toBe(money(summary.balance.value))
    expect(await statValue('stat-income')).toBe(money(summary.income.value))
    expect(await statValue('stat-expenses')).toBe(money(summary.expenses.value))

    const legend = await within(screen.getByTestId('expense-categories')).findAllByTestId(
      'expense-legend-item',
    )
    expect(legend).toHaveLength(categories.items.filter((item) => item.amount > 0).length)
    const [largest] = [...categories.items].sort((a, b) => b.amount - a.amount)
    expect(legend[0]).toHaveTextContent(money(largest?.amount ?? -1))
    expect(
      screen.getByRole('heading', { level: 2, name: 'Balance statistics' }),
    ).toBeInTheDocument()

    const card = screen.getByTestId('bank-card')
    expect(await within(card).findByTestId('card-holder')).toHaveTextContent('Avery Quinn')
    expect(within(card).getByTestId('card-number')).toHaveTextContent(/^•••• •••• •••• \d{4}/)

    const rows = await within(screen.getByTestId('recent-transactions')).findAllByTestId(
      'transaction-row',
    )
    expect(rows.map((row) => row.textContent)).toEqual(
      statement.rows.map((row) => expect.stringContaining(row.counterparty.name) as string),
    )
  })

  it('asks every widget again for the period chosen in the period control', async () => {
    const week = await apiSummary(periodOf({ range: '7d' }))
    const { user, router } = await renderApp('/dashboard/banking', { session: 'admin' })
    await screen.findByTestId('stat-balance')
    await user.click(screen.getByRole('combobox', { name: 'Period' }))
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ range: '7d' }))
    await waitFor(
      async () => expect(await statValue('stat-income')).toBe(money(week.income.value)),
      REFETCH,
    )
  })

  it('shows a failed widget with its retry while the others still show', async () => {
    server.use(
      mock.get('*/api/banking/expense-categories', () => HttpResponse.json({}, { status: 404 })),
    )
    await renderApp('/dashboard/banking', { session: 'admin' })
    const widget = screen.getByTestId('expense-categories')
    expect(
      await within(widget).findByRole('button', { name: /try again|retry/i }),
    ).toBeInTheDocument()
    expect(await statValue('stat-balance')).toMatch(/\$/)
    expect(
      within(screen.getByTestId('bank-card')).queryByRole('button', { name: /retry/i }),
    ).toBeNull()
  })

  it('says when a period has no money in or out, and still shows the account', async () => {
    await renderApp('/dashboard/banking?range=custom&from=2020-01-01&to=2020-01-31', {
      session: 'admin',
    })
    for (const widget of ['balance-statistics', 'expense-categories'])
      expect(
        await within(screen.getByTestId(widget)).findByText('Nothing in this period'),
      ).toBeInTheDocument()
    expect(await statValue('stat-income')).toBe(money(0))
    expect(await within(screen.getByTestId('bank-card')).findByTestId('card-holder')).toBeVisible()
  })

  it('shows and hides the whole card number, asked from the API when shown', async () => {
    const { user } = await renderApp('/dashboard/banking', { session: 'admin' })
    const card = screen.getByTestId('bank-card')
    const number = await within(card).findByTestId('card-number')
    const last4 = number.textContent?.match(/(\d{4})\D*$/)?.[1]
    await user.click(within(card).getByRole('button', { name: 'Show card number' }))
    await waitFor(() => expect(number).toHaveTextContent(/^\d{4} \d{4} \d{4} \d{4}$/))
    expect(number.textContent?.endsWith(last4 ?? 'none')).toBe(true)
    await user.click(within(card).getByRole('button', { name: 'Hide card number' }))
    expect(number).toHaveTextContent(/^•••• •••• •••• \d{4}/)
  })

  it('filters the statement by money in and out', async () => {
    const { user } = await renderApp('/dashboard/banking', { session: 'admin' })
    const widget = screen.getByTestId('recent-transactions')
    await within(widget).findAllByTestId('transaction-row')
    await user.click(within(widget).getByText('Money in'))
    await waitFor(() => {
      const amounts = within(widget)
        .getAllByTestId('transaction-row')
        .map((row) => row.querySelectorAll('td')[2]?.textContent ?? '')
      expect(amounts.every((amount) => amount.startsWith('+'))).toBe(true)
    })
  })

  it('checks a transfer next to its fields, then sends it once and moves the balance', async () => {
    const before = await apiSummary()
    const { user } = await renderApp('/dashboard/banking', { session: 'admin' })
    const form = await screen.findByTestId('transfer-form')
    const send = within(form).getByRole('button', { name: 'Transfer now' })
    await user.click(send)
    expect(await within(form).findByText('Choose who to send money to')).toBeInTheDocument()
    expect(within(form).getByText('Enter an amount of at least $0.01')).toBeInTheDocument()

    const [contact] = within(form).getAllByTestId('transfer-contact')
    await user.click(contact as HTMLElement)
    const amount = within(form).getByRole('textbox', { name: 'Amount' })
    await user.type(amount, '20000')
    await user.click(send)
    expect(await within(form).findByText('Send at most $10,000 at a time')).toBeInTheDocument()

    await user.clear(amount)
    await user.type(amount, '12.34')
    await user.dblClick(send)
    await waitFor(
      async () => expect(await statValue('stat-balance')).toBe(money(before.balance.value - 1234)),
      REFETCH,
    )
    const after = await apiSummary()
    expect(after.balance.value).toBe(before.balance.value - 1234)
    const [first] = await within(screen.getByTestId('recent-transactions')).findAllByTestId(
      'transaction-row',
    )
    await waitFor(() => expect(first).toHaveTextContent('-$12.34'), REFETCH)
  })
})

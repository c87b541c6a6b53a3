import { configure, screen, waitFor, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { periodOf, type PeriodInstants } from '@/features/dashboards/period'
import {
  bookedByStatusSchema,
  bookingListSchema,
  bookingReviewsSchema,
  bookingSummarySchema,
} from '@/lib/api/schemas/booking'
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

const query = (period: PeriodInstants) => `from=${period.from}&to=${period.to}`
const number = (value: number) => new Intl.NumberFormat('en').format(value)

async function api<T>(path: string, schema: { parse: (value: unknown) => T }) {
  const answer = await call('GET', path, { token: admin })
  expect(answer.status).toBe(200)
  return schema.parse(answer.json)
}

/** A new tab or page is a request of its own: slow on a loaded machine. */
const REFETCH = { timeout: 10_000 }

const statValue = async (testId: string) =>
  within(await screen.findByTestId(testId)).getByTestId('stat-value').textContent

describe('booking dashboard', () => {
  it("shows the hotel's figures, statuses and stays from the API", async () => {
    const period = periodOf({})
    const summary = await api(`/api/booking/summary?${query(period)}`, bookingSummarySchema)
    const byStatus = await api(
      `/api/booking/booked-by-status?${query(period)}`,
      bookedByStatusSchema,
    )
    const list = await api(
      `/api/booking/bookings?${query(period)}&sort=checkIn&order=desc&page=1&size=10`,
      bookingListSchema,
    )
    await renderApp('/dashboard/booking', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'Booking' })).toBeInTheDocument()
    expect(await statValue('stat-total')).toBe(number(summary.total.value))
    expect(await statValue('stat-sold')).toBe(number(summary.sold.value))
    expect(await statValue('stat-canceled')).toBe(number(summary.canceled.value))

    const bars = await within(screen.getByTestId('booked-by-status')).findAllByTestId('status-bar')
    expect(bars).toHaveLength(byStatus.items.length)
    expect(bars[0]).toHaveTextContent(number(byStatus.items[0]?.count ?? -1))

    const table = screen.getByTestId('booking-details')
    await waitFor(
      () => expect(within(table).queryAllByTestId('widget-skeleton')).toHaveLength(0),
      REFETCH,
    )
    const rows = within(within(table).getByTestId('bookings-table')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(list.rows.length)
    expect(rows[0]).toHaveTextContent(list.rows[0]?.guest.name ?? 'none')
    expect(within(table).getByTestId('bookings-count-all')).toHaveTextContent(
      number(list.counts.all),
    )
  })

  it('filters the stays by status and pages them on the server', async () => {
    const period = periodOf({})
    const paid = await api(
      `/api/booking/bookings?${query(period)}&status=paid&sort=checkIn&order=desc&page=2&size=10`,
      bookingListSchema,
    )
    const { user } = await renderApp('/dashboard/booking', { session: 'admin' })
    const table = screen.getByTestId('booking-details')
    await within(table).findByText('1–10 of', { exact: false })
    await user.click(within(table).getByRole('tab', { name: /Paid/ }))
    await waitFor(
      () =>
        expect(within(table).getByTestId('bookings-range')).toHaveTextContent(
          `of ${number(paid.total)}`,
        ),
      REFETCH,
    )
    await user.click(within(table).getByRole('button', { name: 'Next page' }))
    await waitFor(
      () =>
        expect(
          within(within(table).getByTestId('bookings-table')).getAllByRole('row')[1],
        ).toHaveTextContent(paid.rows[0]?.guest.name ?? 'none'),
      REFETCH,
    )
  })

  it('lets an administrator accept a review, and keeps the answer', async () => {
    const before = await api('/api/booking/reviews?limit=6', bookingReviewsSchema)
    const waiting = before.items[0]
    expect(waiting?.status).toBe('pending')
    const { user } = await renderApp('/dashboard/booking', { session: 'admin' })
    const widget = screen.getByTestId('customer-reviews')
    const [first] = await within(widget).findAllByTestId('review')
    expect(first).toHaveTextContent(waiting?.guest.name ?? 'none')
    expect(widget).toHaveTextContent(`${before.pending} reviews wait for an answer`)
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Accept' }))
    expect(within(first as HTMLElement).getByText('Accepted')).toBeInTheDocument()
    await waitFor(async () => {
      const after = await api('/api/booking/reviews?limit=50', bookingReviewsSchema)
      expect(after.items.find((review) => review.id === waiting?.id)?.status).toBe('accepted')
      expect(after.pending).toBe(before.pending - 1)
    })
  })

  it('shows the reviews without the buttons to someone who is not an administrator', async () => {
    await renderApp('/dashboard/booking', { session: 'user' })
    const widget = screen.getByTestId('customer-reviews')
    await within(widget).findAllByTestId('review')
    expect(within(widget).queryByRole('button', { name: 'Accept' })).toBeNull()
    expect(within(widget).queryByRole('button', { name: 'Reject' })).toBeNull()
  })

  it("says when a period has no stays, and still shows tonight's rooms", async () => {
    await renderApp('/dashboard/booking?range=custom&from=2020-01-01&to=2020-01-31', {
      session: 'admin',
    })
    for (const widget of ['booked-by-status', 'check-in-out', 'newest-bookings'])
      expect(
        await within(screen.getByTestId(widget)).findByText('Nothing in this period'),
      ).toBeInTheDocument()
    expect(
      await within(screen.getByTestId('booking-details')).findByText('No stays in this period'),
    ).toBeInTheDocument()
    expect(await screen.findByTestId('rooms-free')).toHaveTextContent(/\d/)
  })

  it('shows a failed widget with its retry while the others still show', async () => {
    server.use(
      mock.get('*/api/booking/rooms', () =>
        HttpResponse.json({ message: 'Down' }, { status: 404 }),
      ),
    )
    await renderApp('/dashboard/booking', { session: 'admin' })
    const rooms = screen.getByTestId('available-rooms')
    expect(
      await within(rooms).findByRole('button', { name: /try again|retry/i }),
    ).toBeInTheDocument()
    expect(await statValue('stat-total')).toMatch(/\d/)
  })
})

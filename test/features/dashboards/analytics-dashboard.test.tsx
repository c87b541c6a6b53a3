/**
 * /dashboard/analytics: every widget shows the mock API's answer for the period in the address,
 * the period control changes what is asked, a failing widget fails alone, and the tasks tick at
 * once, are kept, and go back when the API refuses.
 */
import { configure, screen, waitFor, within } from '@testing-library/react'
import { delay, http as mock, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { periodOf } from '@/features/dashboards/period'
import { apiGet } from '@/lib/api/http'
import {
  analyticsSummarySchema,
  conversionRatesSchema,
  orderTimelineSchema,
  tasksResponseSchema,
  trafficBySiteSchema,
} from '@/lib/api/schemas/analytics'
import { postListResponseSchema } from '@/lib/api/schemas/blog'
import { formattersFor } from '@/lib/i18n/format'
import { languageInfo } from '@/lib/i18n/languages'
import { getDb } from '../../../mocks/db/database'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/render'

configure({ asyncUtilTimeout: 8000 })
const SLOW = { timeout: 40_000 }
const format = formattersFor(languageInfo('en').intlLocale)
const money = (cents: number) => format.currency(cents / 100)

beforeAll(() => import('@/features/dashboards/analytics/analytics-dashboard'), 60_000)

const widget = (testId: string) => screen.getByTestId(testId)
const statValue = (testId: string) => within(widget(testId)).getByTestId('stat-value')

describe('the analytics dashboard', SLOW, () => {
  it('shows every widget from the API’s answers for the period', async () => {
    await renderApp('/dashboard/analytics', { session: 'admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument()
    const period = periodOf({})
    const summary = await apiGet('api/analytics/summary', analyticsSummarySchema, { ...period })
    await waitFor(() =>
      expect(statValue('stat-weekly-sales')).toHaveTextContent(money(summary.weeklySales.value)),
    )
    expect(statValue('stat-new-users')).toHaveTextContent(format.number(summary.newUsers.value))
    expect(statValue('stat-purchase-orders')).toHaveTextContent(
      format.number(summary.purchaseOrders.value),
    )
    expect(statValue('stat-messages')).toHaveTextContent(format.number(summary.messages.value))

    // The charts' titles are h2 headings, their data in a table.
    for (const name of ['Website visits', 'Current visits', 'Conversion rates', 'Current subject'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument()
    const rates = await apiGet('api/analytics/conversion-rates', conversionRatesSchema, {
      ...period,
      limit: 6,
    })
    const ratesTable = within(widget('widget-conversion-rates')).getByRole('table')
    for (const item of rates.items)
      expect(
        within(ratesTable).getByRole('rowheader', { name: format.country(item.country) }),
      ).toBeInTheDocument()

    const news = await apiGet('api/blog/posts', postListResponseSchema, {
      status: 'published',
      sort: 'latest',
      size: 5,
    })
    const newsLinks = await within(widget('widget-news')).findAllByRole('link')
    const firstPost = news.rows[0]!
    const link = newsLinks.find((anchor) => anchor.textContent === firstPost.title)
    expect(link).toHaveAttribute('href', `/dashboard/blog/post/${firstPost.slug}`)

    const timeline = await apiGet('api/analytics/order-timeline', orderTimelineSchema, {
      ...period,
      limit: 5,
    })
    const items = await within(widget('widget-order-timeline')).findAllByTestId('timeline-item')
    expect(items).toHaveLength(timeline.items.length)
    expect(items[0]).toHaveTextContent(`Order ${timeline.items[0]!.number}`)

    const traffic = await apiGet('api/analytics/traffic-by-site', trafficBySiteSchema, {
      ...period,
    })
    const google = traffic.sites.find((site) => site.site === 'google')!
    expect(
      await within(widget('widget-traffic-by-site')).findByTestId('site-google'),
    ).toHaveTextContent(format.number(google.visits))

    const { tasks } = await apiGet('api/analytics/tasks', tasksResponseSchema)
    expect(await within(widget('widget-tasks')).findAllByRole('checkbox')).toHaveLength(
      tasks.length,
    )
  })

  it('asks every period widget again when the period changes', async () => {
    const { user, router } = await renderApp('/dashboard/analytics', { session: 'admin' })
    await waitFor(() => expect(statValue('stat-purchase-orders')).toBeInTheDocument())
    await user.click(screen.getByRole('combobox', { name: 'Period' }))
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ range: '7d' }))
    const week = await apiGet('api/analytics/summary', analyticsSummarySchema, {
      ...periodOf({ range: '7d' }),
    })
    await waitFor(() =>
      expect(statValue('stat-purchase-orders')).toHaveTextContent(
        format.number(week.purchaseOrders.value),
      ),
    )
    expect(statValue('stat-weekly-sales')).toHaveTextContent(money(week.weeklySales.value))
  })

  it('shows a failed widget’s error with a retry while the others show; a slow one its skeleton', async () => {
    let fail = true
    server.use(
      mock.get('*/api/analytics/current-visits', () =>
        fail
          ? HttpResponse.json({ message: 'The visits are resting' }, { status: 500 })
          : undefined,
      ),
      mock.get('*/api/analytics/traffic-by-site', () => delay('infinite')),
    )
    const { user } = await renderApp('/dashboard/analytics', { session: 'admin' })
    const visits = widget('widget-current-visits')
    // The HTTP client retries a failed GET twice before the widget sees the error.
    expect(await within(visits).findByText('The visits are resting', {})).toBeInTheDocument()
    expect(
      within(visits).getByRole('heading', { level: 2, name: 'Current visits' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Website visits' }),
    ).toBeInTheDocument()
    expect(
      within(widget('widget-traffic-by-site')).getByTestId('widget-skeleton'),
    ).toBeInTheDocument()

    fail = false
    await user.click(within(visits).getByRole('button', { name: 'Try again' }))
    expect(await within(widget('widget-current-visits')).findByRole('table')).toHaveTextContent(
      'Europe',
    )
  })

  it('shows the empty states of a period with nothing and of an empty list', async () => {
    server.use(
      mock.get('*/api/analytics/tasks', () => HttpResponse.json({ tasks: [] })),
      mock.get('*/api/blog/posts', () =>
        HttpResponse.json({
          rows: [],
          total: 0,
          page: 1,
          size: 5,
          counts: { all: 0, published: 0, draft: 0 },
        }),
      ),
    )
    // A custom range long before the seeded history: no visits, orders or cards.
    await renderApp('/dashboard/analytics?range=custom&from=2001-01-01&to=2001-01-31', {
      session: 'admin',
    })
    expect(
      await within(widget('widget-tasks')).findByText('No tasks on your list'),
    ).toBeInTheDocument()
    expect(
      await within(widget('widget-news')).findByText('No post has been published yet'),
    ).toBeInTheDocument()
    expect(
      await within(widget('widget-current-subject')).findByText(
        'No new board cards in this period',
      ),
    ).toBeInTheDocument()
    for (const testId of [
      'widget-website-visits',
      'widget-current-visits',
      'widget-order-timeline',
    ])
      expect(await within(widget(testId)).findByText('Nothing in this period')).toBeInTheDocument()
  })

  it('ticks a task at once and keeps it; a refused tick goes back with the reason', async () => {
    const { user } = await renderApp('/dashboard/analytics', { session: 'admin' })
    const {
      tasks: [task],
    } = await apiGet('api/analytics/tasks', tasksResponseSchema)
    const box = await within(widget('widget-tasks')).findByRole('checkbox', { name: task!.name })
    await user.click(box)
    expect(box).toHaveProperty('checked', !task!.done)
    const db = await getDb()
    const stored = () => db.tasks.findFirst((q) => q.where({ id: task!.id }))?.done
    await waitFor(() => expect(stored()).toBe(!task!.done))

    server.use(
      mock.post('*/api/analytics/tasks/check', () =>
        HttpResponse.json({ message: 'This task is not on your list' }, { status: 404 }),
      ),
    )
    await user.click(box)
    expect(await screen.findByText('This task is not on your list')).toBeInTheDocument()
    await waitFor(() => expect(box).toHaveProperty('checked', !task!.done))
    expect(stored()).toBe(!task!.done)
  })
})

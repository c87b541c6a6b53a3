/** The dashboards' period control: presets and custom days as instants, read from the address. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dashboardKeys } from '@/features/dashboards/api/keys'
import { dashboardQueries } from '@/features/dashboards/api/queries'
import { daysBetween, isValidRange, periodOf } from '@/features/dashboards/period'
import { parseDashboardSearch } from '@/features/dashboards/search'

// Wednesday 18 March 2026, late in the evening, in the test's time zone.
const NOW = new Date(2026, 2, 18, 23, 30)
const local = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).toISOString()

describe('periodOf', () => {
  it.each([
    ['7d', local(2026, 3, 12)],
    ['30d', local(2026, 2, 17)],
    ['90d', local(2025, 12, 19)],
    ['12m', local(2025, 4, 1)],
    ['ytd', local(2026, 1, 1)],
  ] as const)('%s starts at %s and ends when today does', (range, from) => {
    expect(periodOf({ range }, NOW)).toEqual({ from, to: local(2026, 3, 19) })
  })

  it('reads no range as the last 12 months', () => {
    expect(periodOf({}, NOW)).toEqual(periodOf({ range: '12m' }, NOW))
  })

  it('takes a custom range of days, both days included', () => {
    expect(periodOf({ range: 'custom', from: '2026-01-05', to: '2026-01-05' }, NOW)).toEqual({
      from: local(2026, 1, 5),
      to: local(2026, 1, 6),
    })
  })

  it('falls back to the default for a custom range backwards, too long or half given', () => {
    const fallback = periodOf({}, NOW)
    expect(periodOf({ range: 'custom', from: '2026-02-01', to: '2026-01-01' }, NOW)).toEqual(
      fallback,
    )
    expect(periodOf({ range: 'custom', from: '2023-01-01', to: '2026-01-01' }, NOW)).toEqual(
      fallback,
    )
    expect(periodOf({ range: 'custom', from: '2026-01-01' }, NOW)).toEqual(fallback)
  })

  it('counts days across a month and a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(3)
    expect(isValidRange('2024-01-01', '2025-12-31')).toBe(true)
    expect(isValidRange('2024-01-01', '2026-01-03')).toBe(false)
  })
})

describe('the address', () => {
  it('keeps a known range and real days, and leaves the default out', () => {
    expect(parseDashboardSearch({ range: '7d' })).toEqual({
      range: '7d',
      from: undefined,
      to: undefined,
    })
    expect(parseDashboardSearch({ range: '12m', from: '2026-02-30' })).toEqual({
      range: undefined,
      from: undefined,
      to: undefined,
    })
    expect(parseDashboardSearch({ range: 'custom', from: '2026-01-01', to: '2026-01-31' })).toEqual(
      {
        range: 'custom',
        from: '2026-01-01',
        to: '2026-01-31',
      },
    )
  })
})

describe('query keys', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }))
  afterEach(() => vi.useRealTimers())

  it('change with the period, and stay the same all day long', () => {
    const key = (range: '7d' | '30d') =>
      dashboardQueries.ecommerce.summary(periodOf({ range })).queryKey
    expect(key('7d')).not.toEqual(key('30d'))
    const evening = key('7d')
    vi.setSystemTime(new Date(2026, 2, 18, 0, 5))
    expect(key('7d')).toEqual(evening)
    expect(evening).toEqual(
      dashboardKeys.widget('ecommerce', 'summary', {
        from: local(2026, 3, 12),
        to: local(2026, 3, 19),
      }),
    )
  })
})

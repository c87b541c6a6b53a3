/** The names of a period's buckets on the dashboards' time axes and in their tables. */
import { describe, expect, it } from 'vitest'
import { bucketLabels } from '@/features/dashboards/widgets/bucket-labels'

describe('bucketLabels', () => {
  it('names day and week buckets by their first day, in the reader’s language', () => {
    // Local midnights, as the app sends them.
    const days = [new Date(2026, 10, 3).toISOString(), new Date(2026, 10, 4).toISOString()]
    expect(bucketLabels('en-US', 'day', days)).toEqual(['Nov 3', 'Nov 4'])
    expect(bucketLabels('fr-FR', 'week', days)).toEqual(['3 nov.', '4 nov.'])
  })

  it('names months without the year inside one year, with it when the period spans two', () => {
    const year = ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']
    expect(bucketLabels('en-US', 'month', year)).toEqual(['Jan', 'Feb'])
    const twelve = ['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']
    expect(bucketLabels('en-US', 'month', twelve)).toEqual(['Dec 25', 'Jan 26'])
  })

  it('names a month by its UTC calendar month after the first bucket', () => {
    // 1 March 00:00 UTC is still February west of Greenwich: the label says March.
    const months = [new Date(2026, 1, 14).toISOString(), '2026-03-01T00:00:00.000Z']
    expect(bucketLabels('en-US', 'month', months)[1]).toBe('Mar')
  })
})

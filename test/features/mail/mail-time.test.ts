import { describe, expect, it } from 'vitest'
import { listTime } from '@/features/mail/mail-list/mail-time'
import { formattersFor } from '@/lib/i18n/format'

const format = formattersFor('en-US')
const now = new Date(2026, 10, 24, 15, 0)

describe('the time a mail row shows', () => {
  it('is relative within today', () => {
    expect(listTime(format, new Date(2026, 10, 24, 14, 15).toISOString(), now)).toBe(
      '45 minutes ago',
    )
    expect(listTime(format, new Date(2026, 10, 24, 0, 5).toISOString(), now)).toBe('15 hours ago')
  })

  it('is the day and month earlier this year, the full date before', () => {
    expect(listTime(format, new Date(2026, 10, 23, 23, 59).toISOString(), now)).toBe('Nov 23')
    expect(listTime(format, new Date(2025, 11, 31, 12, 0).toISOString(), now)).toBe('Dec 31, 2025')
  })

  it('follows the language', () => {
    expect(listTime(formattersFor('fr-FR'), new Date(2026, 2, 3).toISOString(), now)).toBe('3 mars')
  })
})

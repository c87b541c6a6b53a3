import type { Formatters } from '@/lib/i18n/format'

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate()

/**
 * The time a row shows: relative within today ("5 minutes ago"), the day and month within this
 * year, the full date before. The full date and time go in the title.
 */
export function listTime(format: Formatters, value: string, now = new Date()) {
  const date = new Date(value)
  if (sameDay(date, now)) return format.fromNow(date, now.getTime())
  if (date.getFullYear() === now.getFullYear())
    return format.dateTimeFormat({ month: 'short', day: 'numeric' }).format(date)
  return format.date(date)
}

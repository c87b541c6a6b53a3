/** Small display rules of a card: priority colours and the due range text. */
import type { KanbanCard, Priority } from '@/lib/api/schemas/kanban'
import { dateTimeFormat } from '@/lib/i18n/format'

export const PRIORITY_COLORS: Record<Priority, string> = {
  low: 'teal',
  medium: 'yellow',
  high: 'red',
}

/** One shared formatter per locale (a board renders hundreds of due dates). */
const dueFormat = (locale: string, withYear: boolean) =>
  dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  })

/** "Nov 3 – 5" in the language's own style (one date when start and end are the same day). */
export function dueRangeText(due: [string, string], locale: string, today = new Date()): string {
  const start = localDay(due[0])
  const end = localDay(due[1])
  const sameYear =
    start.getFullYear() === today.getFullYear() && end.getFullYear() === today.getFullYear()
  const format = dueFormat(locale, !sameYear)
  return due[0] === due[1] ? format.format(end) : format.formatRange(start, end)
}

/** 'YYYY-MM-DD' as that day in the local time zone (not UTC midnight). */
export function localDay(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number)
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}

/** The due range ended before today (dates are calendar days, 'YYYY-MM-DD'). */
export function isOverdue(due: KanbanCard['due'], today = new Date()): boolean {
  if (!due) return false
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
  return due[1].slice(0, 10) < local
}

/** Ticked items, all items, and the share done in percent (0 for an empty list). */
export function checklistProgress(checklist: KanbanCard['checklist']) {
  const done = checklist.filter((item) => item.done).length
  const total = checklist.length
  return { done, total, percent: total ? Math.round((done / total) * 100) : 0 }
}

/**
 * Label colours: Mantine palettes whose dark shades read on their light tint and whose light
 * shades read on the dark tint (yellow, lime and gray are left out: too faint or too dull;
 * green's and orange's darkest shades reach only 4.0 and 3.9:1 on their tints, under AA;
 * test/features/kanban/label-color.test.ts checks every colour kept).
 */
export const LABEL_COLORS = [
  'blue',
  'violet',
  'grape',
  'pink',
  'red',
  'teal',
  'indigo',
  'cyan',
] as const
export type LabelColor = (typeof LABEL_COLORS)[number]

/** A stable colour per label text, so "Bug" is the same colour on every card and every visit. */
export function labelColor(label: string): LabelColor {
  // FNV-1a over the case-folded text: "bug" and "Bug" are the same label.
  let hash = 0x811c9dc5
  for (const char of label.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193)
  }
  return LABEL_COLORS[(hash >>> 0) % LABEL_COLORS.length] ?? 'blue'
}

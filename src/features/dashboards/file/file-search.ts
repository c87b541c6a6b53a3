/**
 * The file dashboard's URL state: the span its data activity chart shows (a year when absent:
 * a week or a month of a drive is often a few days of uploads).
 * Its other widgets show the drive as it is now, so the page has no period control.
 */
import { oneOf, parseSearch, withoutDefault } from '@/lib/url/search-params'

export const ACTIVITY_SPANS = ['week', 'month', 'year'] as const
export type ActivitySpan = (typeof ACTIVITY_SPANS)[number]
export const DEFAULT_ACTIVITY_SPAN: ActivitySpan = 'year'

export interface FileDashboardSearch {
  activity?: ActivitySpan
}

export const parseFileDashboardSearch = (search: Record<string, unknown>): FileDashboardSearch =>
  parseSearch(search, { activity: withoutDefault(oneOf(ACTIVITY_SPANS), DEFAULT_ACTIVITY_SPAN) })

/** The dashboards' preset each span is: the last 7 days, 30 days, 12 months (by month). */
export const SPAN_PRESETS = { week: '7d', month: '30d', year: '12m' } as const

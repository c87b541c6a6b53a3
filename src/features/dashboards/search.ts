/**
 * URL state of the dashboards: the period every widget of a dashboard reads. Parsed with the URL
 * kit (route search parsers run in the first bundle, so no zod here).
 */
import { isoDay, oneOf, parseSearch, withoutDefault } from '@/lib/url/search-params'
import { DEFAULT_PRESET, PERIOD_PRESETS, type PeriodChoice } from './period'

export type DashboardSearch = PeriodChoice

export const parseDashboardSearch = (search: Record<string, unknown>): DashboardSearch => ({
  range: undefined,
  from: undefined,
  to: undefined,
  ...parseSearch(search, {
    range: withoutDefault(oneOf([...PERIOD_PRESETS, 'custom'] as const), DEFAULT_PRESET),
    from: isoDay,
    to: isoDay,
  }),
})

/**
 * The factories of the dashboards' query options: each keys a widget by its dashboard and name
 * (its path, one to one) and what it is asked with; the path and schema are fixed per widget, so
 * they are not in the key.
 */
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import type { PeriodInstants } from '../period'
import { dashboardKeys } from './keys'

type Schema = Parameters<typeof apiGet>[1]

/** A widget read over a period. */
export const periodWidget =
  <S extends Schema>(dashboard: string, widget: string, path: string, schema: S) =>
  (period: PeriodInstants) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- see above
    queryOptions({
      queryKey: dashboardKeys.widget(dashboard, widget, period),
      queryFn: () => apiGet(path, schema, { ...period }),
    })

/** A widget read by year (the year switch); the current year when none. */
export const yearWidget =
  <S extends Schema>(dashboard: string, widget: string, path: string, schema: S) =>
  (year: number | undefined) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- see above
    queryOptions({
      queryKey: dashboardKeys.widget(dashboard, widget, { year }),
      queryFn: () => apiGet(path, schema, year === undefined ? {} : { year }),
    })

/** A list widget of `limit` rows, over a period or not. */
export const listWidget =
  <S extends Schema>(dashboard: string, widget: string, path: string, schema: S) =>
  (limit: number, period?: PeriodInstants) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- see above
    queryOptions({
      queryKey: dashboardKeys.widget(dashboard, widget, { ...period, limit }),
      queryFn: () => apiGet(path, schema, { ...period, limit }),
    })

/**
 * The dashboards' query keys: one per widget, with the period or options it was asked with, so a
 * change of period refetches every widget of the page at once and nothing else.
 */
import type { PeriodInstants } from '../period'

/** What a widget is asked with: its period, a year, how many rows. */
export interface WidgetParams extends Partial<PeriodInstants> {
  year?: number
  limit?: number
  /** A paged widget's page, size, sort and filters (recent transactions, booking details). */
  page?: number
  size?: number
  sort?: string
  order?: string
  type?: string
  category?: string
  status?: string
}

export const dashboardKeys = {
  all: ['dashboards'] as const,
  /** Every widget of one dashboard (a transfer changes all of the banking dashboard's figures). */
  dashboard: (dashboard: string) => [...dashboardKeys.all, dashboard] as const,
  widget: (dashboard: string, widget: string, params: WidgetParams = {}) =>
    [...dashboardKeys.all, dashboard, widget, params] as const,
}

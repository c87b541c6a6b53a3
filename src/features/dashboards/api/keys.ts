/**
 * The dashboards' query keys: one per widget, with the period or options it was asked with, so a
 * change of period refetches every widget of the page at once and nothing else.
 */
import type { PeriodInstants } from '../period'

/** What a widget is asked with: its period, a year, how many rows. */
export interface WidgetParams extends Partial<PeriodInstants> {
  year?: number
  limit?: number
}

export const dashboardKeys = {
  all: ['dashboards'] as const,
  widget: (dashboard: string, widget: string, params: WidgetParams = {}) =>
    [...dashboardKeys.all, dashboard, widget, params] as const,
}

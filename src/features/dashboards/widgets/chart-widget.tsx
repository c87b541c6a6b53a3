/**
 * A widget whose content is a chart: while it loads, fails or has nothing to show it is a widget
 * card with its title and that state (WidgetBody); with data, the chart's figure takes the title
 * (an h2), the sentence that sums it up and the data table, which paint at once, while the
 * picture itself (a lazyChart) follows with the charts library.
 */
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ChartFigure, type ChartTable } from '@/components/charts/chart-figure'
import { WidgetBody } from './widget-body'
import { WidgetCard } from './widget-card'

export interface ChartContent {
  summary: string
  table: ChartTable
  /** The picture: a component made with lazyChart. */
  chart: ReactNode
}

interface ChartWidgetProps<T> {
  title: string
  query: UseQueryResult<T>
  /** The chart's height (the skeleton's while it loads). */
  height: number
  isEmpty?: (data: T) => boolean
  emptyText?: string
  /** Beside the title in every state (a period switch). */
  actions?: ReactNode
  children: (data: T) => ChartContent
  'data-testid'?: string
}

export function ChartWidget<T>({
  title,
  query,
  height,
  isEmpty,
  emptyText,
  actions,
  children,
  'data-testid': testId,
}: ChartWidgetProps<T>) {
  const data = query.data
  if (query.isError || data === undefined || isEmpty?.(data)) {
    return (
      <WidgetCard title={title} actions={actions} data-testid={testId}>
        <WidgetBody query={query} height={height} isEmpty={isEmpty} emptyText={emptyText}>
          {() => null}
        </WidgetBody>
      </WidgetCard>
    )
  }
  const { summary, table, chart } = children(data)
  return (
    <WidgetCard data-testid={testId}>
      <ChartFigure title={title} headingOrder={2} summary={summary} table={table} actions={actions}>
        {chart}
      </ChartFigure>
    </WidgetCard>
  )
}

/**
 * A widget whose content is a chart: the card shows the widget's title while the figures load or
 * fail, then the chart's figure takes over the title (ChartFigure's h2, with its summary and data
 * table), so the heading is never said twice.
 */
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WidgetBody } from './widget-body'
import { WidgetCard } from './widget-card'

interface ChartWidgetProps<T> {
  title: string
  query: UseQueryResult<T>
  height: number
  isEmpty?: (data: T) => boolean
  emptyText?: string
  children: (data: T) => ReactNode
  'data-testid'?: string
}

export function ChartWidget<T>({
  title,
  query,
  'data-testid': testId,
  ...body
}: ChartWidgetProps<T>) {
  const shown = query.data !== undefined && !query.isError && !body.isEmpty?.(query.data)
  return (
    <WidgetCard title={shown ? undefined : title} data-testid={testId}>
      <WidgetBody query={query} {...body} />
    </WidgetCard>
  )
}

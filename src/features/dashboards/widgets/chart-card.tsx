/**
 * A widget that is one chart: the card, and in it the chart's figure (its title as the widget's
 * heading, a sentence saying what it shows, its data as a table) once the figures have come, or
 * the title over the loading, error or empty state until then. The chart is one of the app's own
 * (widgets/*-chart.tsx, radial-bars.tsx), drawn in the card's first render with its data.
 */
import { Card, Group, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ChartFigure, type ChartTable } from '@/components/charts/chart-figure'
import { WidgetBody } from './widget-body'
import classes from './widgets.module.css'

export interface ChartContent {
  summary: string
  table: ChartTable
  chart: ReactNode
}

interface ChartCardProps<T> {
  title: string
  query: UseQueryResult<T>
  /** The chart's height (the skeleton's too). */
  height: number
  isEmpty?: (data: T) => boolean
  emptyText?: string
  /** Beside the title: a year switch... */
  actions?: ReactNode
  /** The chart stretches to the card's height (ChartFigure's `grow`). */
  grow?: boolean
  children: (data: T) => ChartContent
  'data-testid'?: string
}

export function ChartCard<T>({
  title,
  query,
  height,
  isEmpty,
  emptyText,
  actions,
  grow,
  children,
  'data-testid': testId,
}: ChartCardProps<T>) {
  const ready = query.data !== undefined && !query.isError && !isEmpty?.(query.data)
  if (ready) {
    const content = children(query.data as T)
    return (
      <Card padding="lg" radius="lg" className={classes.card} data-testid={testId}>
        <ChartFigure
          title={title}
          summary={content.summary}
          table={content.table}
          headingOrder={2}
          actions={actions}
          grow={grow}
        >
          {content.chart}
        </ChartFigure>
      </Card>
    )
  }
  return (
    <Card padding="lg" radius="lg" className={classes.card} data-testid={testId}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Title order={2} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      <WidgetBody query={query} height={height} isEmpty={isEmpty} emptyText={emptyText}>
        {() => null}
      </WidgetBody>
    </Card>
  )
}

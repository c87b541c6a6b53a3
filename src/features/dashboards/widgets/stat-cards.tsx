/**
 * A row of stat cards from one query (a dashboard's summary call answers all of them): skeletons
 * while it loads, its error with a retry in their place, then one card per figure.
 */
import { Skeleton } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useChartProps } from '@/components/charts/use-chart-props'
import { QueryError } from '@/components/query-error'
import type { Stat } from '@/lib/api/schemas/dashboards'
import { StatRow } from '../dashboard-page'
import { StatCard } from './stat-card'

export interface StatCardSpec {
  title: string
  value: string
  stat: Pick<Stat, 'change' | 'series'>
  testId: string
  /** An icon on the card (optional; see StatCard). */
  icon?: Icon
  /** A rise is bad news (see StatCard). */
  lowerIsBetter?: boolean
}

interface StatCardsProps<T> {
  query: UseQueryResult<T>
  /** How many cards (the skeletons' count). */
  count: number
  cards: (data: T) => StatCardSpec[]
  /** The skeletons' height: a card's (taller with an icon). */
  height?: number
}

export function StatCards<T>({ query, count, cards, height = 132 }: StatCardsProps<T>) {
  // The preset's series colours, so no two cards' sparklines look alike in any preset.
  const colors = useChartProps().colors(count)
  if (query.isError) return <QueryError query={query} />
  return (
    <StatRow cols={count}>
      {query.data === undefined
        ? Array.from({ length: count }, (_, index) => (
            <Skeleton key={index} height={height} radius="lg" data-testid="widget-skeleton" />
          ))
        : cards(query.data).map((card, index) => (
            <StatCard
              key={card.testId}
              title={card.title}
              value={card.value}
              stat={card.stat}
              color={colors[index]}
              icon={card.icon}
              lowerIsBetter={card.lowerIsBetter}
              data-testid={card.testId}
            />
          ))}
    </StatRow>
  )
}

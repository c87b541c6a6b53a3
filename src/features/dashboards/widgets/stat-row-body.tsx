/**
 * A row of stat cards fed by one query: the error with its retry in place of the row, a skeleton
 * per card while it loads, then the cards.
 */
import { Skeleton } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { QueryError } from '@/components/query-error'
import { StatRow } from '../dashboard-page'

interface StatRowBodyProps<T> {
  query: UseQueryResult<T>
  /** How many cards (and skeletons). */
  cols?: number
  children: (data: T) => ReactNode
}

export function StatRowBody<T>({ query, cols = 3, children }: StatRowBodyProps<T>) {
  if (query.isError) return <QueryError query={query} />
  return (
    <StatRow cols={cols}>
      {query.data === undefined
        ? Array.from({ length: cols }, (_, index) => (
            <Skeleton key={index} height={132} radius="lg" data-testid="widget-skeleton" />
          ))
        : children(query.data)}
    </StatRow>
  )
}

/**
 * A widget that is a carousel of records (featured posts, newest products, newest bookings): the
 * card, its loading, error and empty states, and one slide per record.
 */
import { Card, Skeleton, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Carousel } from '@/components/carousel/carousel'
import { QueryError } from '@/components/query-error'
import classes from './widgets.module.css'

interface CarouselCardProps<T, R> {
  query: UseQueryResult<T>
  records: (data: T) => R[]
  /** The carousel's accessible name. */
  label: string
  emptyText: string
  slide: (record: R) => ReactNode
  /** The slides fill the card to its edges (pictures under the words). */
  bleed?: boolean
  className?: string
  'data-testid': string
}

export function CarouselCard<T, R extends { id: string }>({
  query,
  records,
  label,
  emptyText,
  slide,
  bleed = false,
  className,
  'data-testid': testId,
}: CarouselCardProps<T, R>) {
  if (query.isError) {
    return (
      <Card radius="lg" padding="lg" h="100%">
        <QueryError query={query} />
      </Card>
    )
  }
  if (query.data === undefined) {
    return <Skeleton h="100%" mih={280} radius="lg" data-testid="widget-skeleton" />
  }
  const shown = records(query.data)
  return (
    <Card
      radius="lg"
      padding={bleed ? 0 : 'lg'}
      className={`${classes.card} ${className ?? ''}`}
      data-testid={testId}
    >
      {shown.length === 0 ? (
        <Stack justify="center" align="center" h="100%" p="lg">
          <Text c="dimmed">{emptyText}</Text>
        </Stack>
      ) : (
        <Carousel
          label={label}
          gap={bleed ? '0px' : undefined}
          className={bleed ? classes.bleed : undefined}
        >
          {shown.map((record) => (
            <div key={record.id}>{slide(record)}</div>
          ))}
        </Carousel>
      )}
    </Card>
  )
}

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
  /**
   * One slide. `index` is its place: a picture past the first slide should load lazily
   * (`loading="lazy"`), so the browser asks for it only when the slide comes into view.
   */
  slide: (record: R, index: number) => ReactNode
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
          {shown.map((record, index) => (
            <div key={record.id}>{slide(record, index)}</div>
          ))}
        </Carousel>
      )}
    </Card>
  )
}

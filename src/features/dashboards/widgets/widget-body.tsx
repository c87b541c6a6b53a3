/**
 * The three states every widget shows before its content: a skeleton of the content's size while
 * it loads, the error with a retry when the load failed, and an empty state when there is nothing
 * to show for the period. Each widget owns its query, so one failing widget never blanks the page.
 */
import { Center, Skeleton, Stack, Text } from '@mantine/core'
import { IconChartDots3 } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'

interface WidgetBodyProps<T> {
  query: UseQueryResult<T>
  /** The skeleton's height, close to the content's (no jump when it arrives). */
  height: number
  /** True when the answer has nothing to show (no orders in the period...). */
  isEmpty?: (data: T) => boolean
  /** What the empty state says; "Nothing in this period" by default. */
  emptyText?: string
  children: (data: T) => ReactNode
}

export function WidgetBody<T>({ query, height, isEmpty, emptyText, children }: WidgetBodyProps<T>) {
  const { t } = useTranslation('dashboards')
  if (query.isError) return <QueryError query={query} />
  if (query.data === undefined) {
    return <Skeleton height={height} radius="md" data-testid="widget-skeleton" aria-busy />
  }
  if (isEmpty?.(query.data)) {
    return (
      <Center mih={Math.min(height, 200)} data-testid="widget-empty">
        <Stack align="center" gap={6}>
          <IconChartDots3 size={36} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c="dimmed" ta="center">
            {emptyText ?? t('widget.emptyPeriod')}
          </Text>
        </Stack>
      </Center>
    )
  }
  return <>{children(query.data)}</>
}

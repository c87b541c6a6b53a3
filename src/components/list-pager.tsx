import { Group, NativeSelect, Pagination, Text } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { usePaginationLabels } from './pagination-labels'

interface ListPagerProps<TSize extends number> {
  /** The page-size select's label ("Posts per page"). */
  sizeLabel: string
  size: TSize
  sizes: readonly TSize[]
  onSize: (size: TSize) => void
  page: number
  pages: number
  onPage: (page: number) => void
  /** Shown beside the size (a count of the items). */
  children?: ReactNode
}

/** Below a grid of cards: items per page and the page buttons (the table has its own footer). */
export function ListPager<TSize extends number>({
  sizeLabel,
  size,
  sizes,
  onSize,
  page,
  pages,
  onPage,
  children,
}: ListPagerProps<TSize>) {
  const sizeId = useId()
  const paginationLabels = usePaginationLabels()
  return (
    <Group justify="space-between" gap="md">
      <Group gap="xs">
        <Text size="sm" component="label" htmlFor={sizeId}>
          {sizeLabel}
        </Text>
        <NativeSelect
          id={sizeId}
          size="xs"
          data={sizes.map(String)}
          value={String(size)}
          onChange={(event) => {
            const next = sizes.find((option) => option === Number(event.currentTarget.value))
            if (next !== undefined) onSize(next)
          }}
        />
        {children}
      </Group>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          {...paginationLabels}
        />
      )}
    </Group>
  )
}

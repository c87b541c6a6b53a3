import { Box, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import type { DataTableSort } from '@/components/data-table/data-table-features'
import { DataTableFooter } from '@/components/data-table/data-table-footer'
import { StatusTabs, type StatusTab } from '@/components/data-table/status-tabs'
import { QueryError } from '@/components/query-error'
import type { BookingRow } from '@/lib/api/schemas/booking'
import {
  BOOKING_STATUSES,
  DEFAULT_BOOKING_PAGE_SIZE,
  type BookingSortField,
  type BookingStatus,
} from '@/lib/api/schemas/booking-constants'
import { bookingQueries } from '../api/booking-queries'
import { usePeriod } from '../use-period'
import { WidgetCard } from '../widgets/widget-card'
import { bookingColumns, type BookingColumnTitle } from './booking-columns'
import { BOOKING_STATUS_COLORS } from './status-colors'

const PAGE_SIZES = [5, 10, 25] as const
type PageSize = (typeof PAGE_SIZES)[number]

const getRowId = (row: BookingRow) => row.id
const rowName = (row: BookingRow) => row.guest.name
const noSelection = {}
const ignoreSelection = () => undefined

/**
 * The period's stays (by check-in), sorted, filtered by status and paged on the server. The tab,
 * sort and page are the widget's own state; the page goes back to the first when the period
 * changes.
 */
export function BookingDetails() {
  const { t } = useTranslation('dashboards')
  const period = usePeriod()
  const periodKey = `${period.from}/${period.to}`
  const [status, setStatus] = useState<BookingStatus | undefined>()
  const [sort, setSort] = useState<DataTableSort<BookingSortField>>({
    sort: 'checkIn',
    order: 'desc',
  })
  const [size, setSize] = useState<PageSize>(DEFAULT_BOOKING_PAGE_SIZE)
  const [dense, setDense] = useState(false)
  const [paging, setPaging] = useState({ at: periodKey, page: 1 })
  const page = paging.at === periodKey ? paging.page : 1
  const setPage = (next: number) => setPaging({ at: periodKey, page: next })

  const query = useQuery(bookingQueries.bookings({ ...period, status, ...sort, page, size }))
  const data = query.data
  const counts = data?.counts
  const tabs: StatusTab<BookingStatus>[] = [
    { value: 'all', label: t('booking.details.all'), color: 'gray', count: counts?.all },
    ...BOOKING_STATUSES.map((value) => ({
      value,
      label: t(`booking.status.${value}`),
      color: BOOKING_STATUS_COLORS[value],
      count: counts?.[value],
    })),
  ]
  const total = data?.total ?? 0
  const range = [total === 0 ? 0 : (page - 1) * size + 1, Math.min(page * size, total)] as const

  return (
    <WidgetCard
      title={t('booking.details.title')}
      subheader={t('booking.details.subheader')}
      data-testid="booking-details"
    >
      <StatusTabs
        tabs={tabs}
        value={status}
        onChange={(next) => {
          setStatus(next)
          setPage(1)
        }}
        testIdPrefix="bookings"
      />
      {query.isError ? (
        <Box pt="md">
          <QueryError query={query} />
        </Box>
      ) : (
        <>
          <DataTable
            columns={bookingColumns}
            rows={data?.rows ?? []}
            getRowId={getRowId}
            rowName={rowName}
            columnTitle={(title) => t(`booking.details.columns.${title as BookingColumnTitle}`)}
            loading={data === undefined}
            skeletonRows={5}
            stale={query.isPlaceholderData}
            dense={dense}
            sort={sort}
            onSortChange={(next) => {
              setSort(next)
              setPage(1)
            }}
            selection={noSelection}
            onSelectionChange={ignoreSelection}
            minWidth={760}
            data-testid="bookings-table"
            skeletonTestId="widget-skeleton"
          />
          {data?.rows.length === 0 && (
            <Text c="dimmed" ta="center" size="sm" py="lg" data-testid="widget-empty">
              {t('booking.details.none')}
            </Text>
          )}
          <DataTableFooter
            page={page}
            size={size}
            pageSizes={PAGE_SIZES}
            total={total}
            range={range}
            dense={dense}
            onPage={setPage}
            onSize={(next) => {
              setSize(next)
              setPage(1)
            }}
            onDense={setDense}
            data-testid="bookings-range"
          />
        </>
      )}
    </WidgetCard>
  )
}

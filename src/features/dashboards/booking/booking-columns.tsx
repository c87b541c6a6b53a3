/**
 * The booking details table's columns, module constants (see the product list). Column ids are the
 * API's sort fields (BOOKING_SORT_FIELDS), so a header click sorts on the server.
 */
import { createColumnHelper } from '@tanstack/react-table'
import type { DataTableFeatures } from '@/components/data-table/data-table-features'
import type { BookingRow } from '@/lib/api/schemas/booking'
import { AmountCell, DayCell, GuestCell, NightsCell, RoomCell, StatusBadge } from './booking-cells'

/** The headings' keys under booking.details.columns. */
export type BookingColumnTitle =
  'guest' | 'room' | 'checkIn' | 'checkOut' | 'nights' | 'amount' | 'status'

const helper = createColumnHelper<DataTableFeatures<BookingRow>, BookingRow>()

export const bookingColumns = helper.columns([
  helper.accessor('guest', {
    cell: ({ row, table }) => (
      <GuestCell guest={row.original.guest} dense={table.options.meta?.dense ?? false} />
    ),
    meta: { title: 'guest' satisfies BookingColumnTitle },
  }),
  helper.accessor('room', {
    cell: ({ row }) => <RoomCell room={row.original.room} />,
    meta: { title: 'room' satisfies BookingColumnTitle },
  }),
  helper.accessor('checkIn', {
    cell: ({ row }) => <DayCell value={row.original.checkIn} />,
    meta: { title: 'checkIn' satisfies BookingColumnTitle },
  }),
  helper.accessor('checkOut', {
    cell: ({ row }) => <DayCell value={row.original.checkOut} />,
    meta: { title: 'checkOut' satisfies BookingColumnTitle },
  }),
  helper.accessor('nights', {
    cell: ({ row }) => <NightsCell nights={row.original.nights} />,
    meta: { title: 'nights' satisfies BookingColumnTitle, align: 'end' },
  }),
  helper.accessor('amount', {
    cell: ({ row }) => <AmountCell amount={row.original.amount} />,
    meta: { title: 'amount' satisfies BookingColumnTitle, align: 'end' },
  }),
  helper.accessor('status', {
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
    meta: { title: 'status' satisfies BookingColumnTitle },
  }),
])

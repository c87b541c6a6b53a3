/**
 * /dashboard/booking: a small hotel's stays, incomes, rooms and guests' reviews (docs/api.md,
 * "Booking"). Every figure but tonight's rooms and the reviews follows the period; each widget
 * asks for its own.
 */
import { Grid } from '@mantine/core'
import { DashboardPage } from '../dashboard-page'
import { AvailableRooms } from './available-rooms'
import { BookedByStatus } from './booked-by-status'
import { BookingDetails } from './booking-details'
import { BookingStats } from './booking-stats'
import { CheckInOut } from './check-in-out'
import { CustomerReviews } from './customer-reviews'
import { NewestBookings } from './newest-bookings'
import { TotalIncomes } from './total-incomes'

export function BookingDashboard() {
  return (
    <DashboardPage>
      <BookingStats />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TotalIncomes />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <BookedByStatus />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CheckInOut />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <AvailableRooms />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <NewestBookings />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <CustomerReviews />
        </Grid.Col>
        <Grid.Col span={12}>
          <BookingDetails />
        </Grid.Col>
      </Grid>
    </DashboardPage>
  )
}

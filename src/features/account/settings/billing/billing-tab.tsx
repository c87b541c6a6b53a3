import { Grid, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { QueryError } from '@/components/query-error'
import { billingQueryOptions } from '@/lib/billing/queries'
import { AddressBook } from './address-book'
import { BillingHistory } from './billing-history'
import { PaymentMethods } from './payment-methods'
import { PlanCard } from './plan-card'

/** The plan on top, cards and addresses side by side, then the invoices across the page. */
export function BillingTab() {
  const query = useQuery(billingQueryOptions())
  if (query.isError) return <QueryError query={query} />
  if (!query.data) return <Skeleton height={480} radius="lg" />
  const billing = query.data
  return (
    <Stack gap="lg">
      <PlanCard billing={billing} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PaymentMethods billing={billing} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <AddressBook />
        </Grid.Col>
      </Grid>
      <BillingHistory history={billing.history} />
    </Stack>
  )
}

import { Grid, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { QueryError } from '@/components/query-error'
import { billingQueryOptions } from '../../api/settings-queries'
import { AddressBook } from './address-book'
import { BillingHistory } from './billing-history'
import { PaymentMethods } from './payment-methods'
import { PlanCard } from './plan-card'

/** Plan, cards and addresses on the left; what was charged on the right (below on a phone). */
export function BillingTab() {
  const query = useQuery(billingQueryOptions())
  if (query.isError) return <QueryError query={query} />
  if (!query.data) return <Skeleton height={480} radius="lg" />
  const billing = query.data
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <PlanCard billing={billing} />
          <PaymentMethods billing={billing} />
          <AddressBook />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <BillingHistory history={billing.history} />
      </Grid.Col>
    </Grid>
  )
}

/**
 * /dashboard/ecommerce: the shop's sales in the period, from its orders (two years seeded, and
 * every order placed through checkout) and its catalogue. Each widget asks for its own figures.
 */
import { Grid } from '@mantine/core'
import { DashboardPage } from '../dashboard-page'
import { BestSellers } from './best-sellers'
import { CurrentBalance } from './current-balance'
import { EcommerceStats } from './ecommerce-stats'
import { EcommerceWelcome } from './ecommerce-welcome'
import { LatestProducts } from './latest-products'
import { NewestProducts } from './newest-products'
import { SalesByGender } from './sales-by-gender'
import { SalesOverview } from './sales-overview'
import { YearlySales } from './yearly-sales'

export function EcommerceDashboard() {
  return (
    <DashboardPage>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <EcommerceWelcome />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <NewestProducts />
        </Grid.Col>
      </Grid>
      <EcommerceStats />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <SalesByGender />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 8 }}>
          <YearlySales />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SalesOverview />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <CurrentBalance />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <BestSellers />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <LatestProducts />
        </Grid.Col>
      </Grid>
    </DashboardPage>
  )
}

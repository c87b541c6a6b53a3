/**
 * /dashboard/app, the landing page: what happened across the app in the period (people, invoices,
 * files, posts), from the areas' own data. Each widget asks for its own figures, all at once.
 * The widgets below the first screen render right after it (AfterFirstScreen); their requests go
 * out with the first screen's (useAskAfterFirstScreen).
 */
import { Grid, Stack } from '@mantine/core'
import { AfterFirstScreen } from '@/components/after-first-screen'
import { DashboardPage } from '../dashboard-page'
import { PaidShare, StorageShare } from './app-progress'
import { AppStats } from './app-stats'
import { AppWelcome } from './app-welcome'
import { FeaturedPosts } from './featured-posts'
import { InvoicedYear } from './invoiced-year'
import { InvoicesByStatus } from './invoices-by-status'
import { NewestInvoices } from './newest-invoices'
import { PopularProducts } from './popular-products'
import { TopAuthors } from './top-authors'
import { TopCountries } from './top-countries'
import { useAskAfterFirstScreen } from './widget-queries'

export function AppDashboard() {
  useAskAfterFirstScreen()
  return (
    <DashboardPage>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <AppWelcome />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <FeaturedPosts />
        </Grid.Col>
      </Grid>
      <AppStats />
      <AfterFirstScreen>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <InvoicesByStatus />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 8 }}>
            <InvoicedYear />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <NewestInvoices />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <PopularProducts />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <TopCountries />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <TopAuthors />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg" h="100%">
              <PaidShare />
              <StorageShare />
            </Stack>
          </Grid.Col>
        </Grid>
      </AfterFirstScreen>
    </DashboardPage>
  )
}

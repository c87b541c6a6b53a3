/**
 * /dashboard/analytics: the shop's and the website's figures for the period (sales, orders,
 * visits, conversion), what the team works on, the blog's news and the reader's own tasks. Every
 * widget asks for its own data, in parallel; the period in the address drives all but the news
 * and the tasks, which are lists of now.
 */
import { Grid } from '@mantine/core'
import { DashboardPage } from '../dashboard-page'
import { AnalyticsStats } from './analytics-stats'
import { ConversionRates } from './conversion-rates'
import { CurrentSubject } from './current-subject'
import { CurrentVisits } from './current-visits'
import { NewsList } from './news-list'
import { OrderTimeline } from './order-timeline'
import { TasksWidget } from './tasks-widget'
import { TrafficBySite } from './traffic-by-site'
import { WebsiteVisits } from './website-visits'

const third = { base: 12, md: 6, lg: 4 }
const twoThirds = { base: 12, md: 6, lg: 8 }

export function AnalyticsDashboard() {
  return (
    <DashboardPage>
      <AnalyticsStats />
      <Grid gap="lg">
        <Grid.Col span={third}>
          <CurrentVisits />
        </Grid.Col>
        <Grid.Col span={twoThirds}>
          <WebsiteVisits />
        </Grid.Col>
        <Grid.Col span={twoThirds}>
          <ConversionRates />
        </Grid.Col>
        <Grid.Col span={third}>
          <CurrentSubject />
        </Grid.Col>
        <Grid.Col span={twoThirds}>
          <NewsList />
        </Grid.Col>
        <Grid.Col span={third}>
          <OrderTimeline />
        </Grid.Col>
        <Grid.Col span={third}>
          <TrafficBySite />
        </Grid.Col>
        <Grid.Col span={twoThirds}>
          <TasksWidget />
        </Grid.Col>
      </Grid>
    </DashboardPage>
  )
}

/**
 * /dashboard/app, the landing page: what happened across the app in the period (people, invoices,
 * files, posts), from the areas' own data. Each widget asks for its own figures, in parallel.
 */
import { DashboardPage } from '../dashboard-page'
import { AppStats } from './app-stats'

export function AppDashboard() {
  return (
    <DashboardPage>
      <AppStats />
    </DashboardPage>
  )
}

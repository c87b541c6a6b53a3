/**
 * /dashboard/banking: the signed-in person's own account (docs/api.md, "Banking"). The figures
 * follow the period; the card, the contacts and the statement do not. A quick transfer refetches
 * every figure of the page.
 */
import { Grid, Stack } from '@mantine/core'
import { DashboardPage } from '../dashboard-page'
import { BalanceStatistics } from './balance-statistics'
import { BankCardWidget } from './bank-card'
import { BankingStats } from './banking-stats'
import { ContactsList } from './contacts-list'
import { ExpenseCategories } from './expense-categories'
import { InviteFriends } from './invite-friends'
import { QuickTransfer } from './quick-transfer'
import { RecentTransactions } from './recent-transactions'

export function BankingDashboard() {
  return (
    <DashboardPage>
      <BankingStats />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <BalanceStatistics />
            <ExpenseCategories />
            <RecentTransactions />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <BankCardWidget />
            <QuickTransfer />
            <ContactsList />
            <InviteFriends />
          </Stack>
        </Grid.Col>
      </Grid>
    </DashboardPage>
  )
}

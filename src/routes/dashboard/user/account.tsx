import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '@/features/account/settings/account-page'

export interface AccountSearch {
  /** Absent means the General tab. */
  tab?: 'security'
}

export const Route = createFileRoute('/dashboard/user/account')({
  staticData: { title: 'nav.account' },
  validateSearch: (search: Record<string, unknown>): AccountSearch =>
    search.tab === 'security' ? { tab: 'security' } : {},
  component: AccountPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { oneOf, parseSearch } from '@/lib/url/search-params'
import { AccountPage } from '@/features/account/settings/account-page'

export interface AccountSearch {
  /** Absent means the General tab. */
  tab?: 'security'
}

export const Route = createFileRoute('/dashboard/user/account')({
  staticData: { title: 'nav.account' },
  validateSearch: (search: Record<string, unknown>): AccountSearch =>
    parseSearch(search, { tab: oneOf(['security'] as const) }),
  component: AccountPage,
})

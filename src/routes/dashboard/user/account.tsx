import { createFileRoute } from '@tanstack/react-router'
import { oneOf, parseSearch } from '@/lib/url/search-params'
import { AccountPage } from '@/features/account/settings/account-page'
import { LINKED_ACCOUNT_TABS, type LinkedAccountTab } from '@/features/account/settings/tabs'

export interface AccountSearch {
  /** Absent means the General tab. */
  tab?: LinkedAccountTab
}

export const Route = createFileRoute('/dashboard/user/account')({
  staticData: { title: 'nav.account' },
  validateSearch: (search: Record<string, unknown>): AccountSearch =>
    parseSearch(search, { tab: oneOf(LINKED_ACCOUNT_TABS) }),
  component: AccountPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { int, oneOf, parseSearch, text } from '@/lib/url/search-params'
import { ProfilePage } from '@/features/account/profile/profile-page'

export interface ProfileSearch {
  /** Absent means the Profile tab. */
  tab?: 'followers' | 'friends' | 'gallery'
  /** The friends search. */
  q?: string
  /** The followers' or friends' page. */
  page?: number
}

export const Route = createFileRoute('/dashboard/user/profile')({
  staticData: { title: 'nav.profile' },
  validateSearch: (search: Record<string, unknown>): ProfileSearch =>
    parseSearch(search, {
      tab: oneOf(['followers', 'friends', 'gallery'] as const),
      q: text(100),
      page: int({ min: 2, max: 10_000 }),
    }),
  component: ProfilePage,
})

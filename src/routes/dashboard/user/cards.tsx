import { createFileRoute } from '@tanstack/react-router'
import { userCardsQueryOptions } from '@/features/users/api/queries'
import { UserCardsPage } from '@/features/users/user-cards/user-cards-page'
import {
  parseUserCardsSearch,
  userCardsApiQuery,
} from '@/features/users/user-cards/user-cards-search'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/user/cards')({
  staticData: { title: 'nav.cards' },
  validateSearch: parseUserCardsSearch,
  loaderDeps: ({ search }) => userCardsApiQuery(search),
  // Starts the cards with the page's code; the grid shows skeletons meanwhile.
  loader: ({ context, deps }) => prefetch(context.queryClient, userCardsQueryOptions(deps)),
  component: UserCardsPage,
})

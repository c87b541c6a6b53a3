import { createFileRoute } from '@tanstack/react-router'
import {
  mailLabelsQueryOptions,
  mailListQueryOptions,
  mailQueryOptions,
} from '@/features/mail/api/queries'
import { MailPage } from '@/features/mail/mail-page'
import { labelOf, parseMailSearch } from '@/features/mail/mail-search'
import { prefetch } from '@/lib/router/loaders'

export const Route = createFileRoute('/dashboard/mail/all')({
  staticData: { title: 'nav.mail' },
  validateSearch: parseMailSearch,
  loaderDeps: ({ search }) => ({
    label: labelOf(search),
    q: search.q ?? '',
    mailId: search.mailId,
  }),
  // Labels, the list and the open mail start together with the page's code (no waterfall).
  loader: ({ context: { queryClient }, deps }) => {
    prefetch(queryClient, mailLabelsQueryOptions())
    void queryClient
      .prefetchInfiniteQuery(mailListQueryOptions({ label: deps.label, search: deps.q }))
      .catch(() => undefined)
    if (deps.mailId) prefetch(queryClient, mailQueryOptions(deps.mailId))
  },
  component: MailPage,
})

/** The mail area's reads (docs/api.md, "Mail"), for the route loaders and the components. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { apiGet, toSearchParams } from '@/lib/api/http'
import {
  isSystemLabel,
  mailContactsResponseSchema,
  mailLabelsResponseSchema,
  mailListResponseSchema,
  mailResponseSchema,
  type MailListQuery,
} from '@/lib/api/schemas/mail'
import { mailKeys, type MailListKey } from './keys'

/** The sidebar's labels with their counts (also the nav's unread badge). */
export const mailLabelsQueryOptions = () =>
  queryOptions({
    queryKey: mailKeys.labels(),
    queryFn: () => apiGet('api/mail/labels', mailLabelsResponseSchema),
  })

/** The list's filter in the API's words: `systemLabel` or `customLabel`. */
export function mailListQuery({ label, search }: MailListKey): MailListQuery {
  const filter = isSystemLabel(label) ? { systemLabel: label } : { customLabel: label }
  return search ? { ...filter, search } : filter
}

/** The list, page after page as it scrolls (`nextCursor`). */
export const mailListQueryOptions = (key: MailListKey) =>
  infiniteQueryOptions({
    queryKey: mailKeys.list(key),
    queryFn: ({ pageParam }) =>
      apiGet(
        'api/mail/mails',
        mailListResponseSchema,
        toSearchParams({ ...mailListQuery(key), cursor: pageParam || undefined }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

/** One mail of the caller's mailbox; a 404 is the reading pane's not-found state. */
export const mailQueryOptions = (mailId: string) =>
  queryOptions({
    queryKey: mailKeys.detail(mailId),
    queryFn: () => apiGet('api/mail/mail', mailResponseSchema, { mailId }),
  })

/** Recipients compose suggests: earlier recipients and directory people matching `search`. */
export const mailContactsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: mailKeys.contacts(search),
    queryFn: () =>
      apiGet('api/mail/contacts', mailContactsResponseSchema, toSearchParams({ search })),
    staleTime: 60_000,
  })

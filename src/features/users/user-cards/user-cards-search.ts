/**
 * The user cards' URL state: the search text and the page. Unknown or malformed values are
 * dropped; page 1 is left out of the address.
 */
import type { UserCardsQuery } from '@/lib/api/schemas/users'
import { LIST_MAX_PAGE, LIST_QUERY_MAX } from '@/lib/url/list-search'
import { int, parseSearch, text, withoutDefault } from '@/lib/url/search-params'

export interface UserCardsSearch {
  q?: string
  page?: number
}

const shape = {
  q: text(LIST_QUERY_MAX),
  page: withoutDefault(int({ min: 1, max: LIST_MAX_PAGE }), 1),
}

export const parseUserCardsSearch = (search: Record<string, unknown>): UserCardsSearch =>
  parseSearch(search, shape)

/** The cards call for a view (the page size is the API's own, CARD_PAGE_SIZE). */
export const userCardsApiQuery = (search: UserCardsSearch): UserCardsQuery => ({
  search: search.q,
  page: search.page ?? 1,
})

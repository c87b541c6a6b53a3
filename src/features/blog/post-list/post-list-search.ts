/**
 * The posts' URL state: search text, tab, sort, page and page size live in the address, so a view
 * can be shared and survives a reload. Built from the list kit (`lib/url/list-search`); unknown or
 * malformed values are dropped and defaults (all posts, latest first, page 1, 12 a page) are left
 * out, so the plain list is the bare address.
 */
import {
  BLOG_LIMITS,
  POST_SORTS,
  POST_TABS,
  type PostSort,
  type PostTab,
} from '@/lib/api/schemas/blog-constants'
import type { PostListQuery } from '@/lib/api/schemas/blog'
import { listSearch } from '@/lib/url/list-search'
import { oneOf, withoutDefault } from '@/lib/url/search-params'

export type PostPageSize = (typeof BLOG_LIMITS.pageSizes)[number]
export const POST_PAGE_SIZES = BLOG_LIMITS.pageSizes
export const DEFAULT_POST_PAGE_SIZE: PostPageSize = BLOG_LIMITS.defaultPageSize
export const DEFAULT_POST_SORT: PostSort = 'latest'

export interface PostListSearch {
  q?: string
  tab?: Exclude<PostTab, 'all'>
  sort?: Exclude<PostSort, 'latest'>
  page?: number
  size?: PostPageSize
}

const parseList = listSearch(
  { sorts: POST_SORTS, sizes: { options: POST_PAGE_SIZES, fallback: DEFAULT_POST_PAGE_SIZE } },
  { tab: withoutDefault(oneOf(POST_TABS), 'all') },
)

export function parsePostListSearch(search: Record<string, unknown>): PostListSearch {
  // The default sort is the absence of one: `?sort=latest` and the bare address are one view.
  // Filtered in place, so the keys keep the kit's canonical order.
  return Object.fromEntries(
    Object.entries(parseList(search)).filter(
      ([key, value]) => key !== 'sort' || value !== DEFAULT_POST_SORT,
    ),
  )
}

/** The list call for a view; every field set, so one view is always one query key. */
export const postListApiQuery = (
  search: PostListSearch,
): Required<Omit<PostListQuery, 'search'>> & Pick<PostListQuery, 'search'> => ({
  search: search.q,
  status: search.tab ?? 'all',
  sort: search.sort ?? DEFAULT_POST_SORT,
  page: search.page ?? 1,
  size: search.size ?? DEFAULT_POST_PAGE_SIZE,
})

/**
 * The first page of the plain newest-first list leads with its newest post, shown larger. A search
 * or another sort is a list of results, where no card outranks the others.
 */
export const leadsWithFeatured = (search: PostListSearch): boolean =>
  !search.q && !search.sort && (search.page ?? 1) === 1

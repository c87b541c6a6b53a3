/** The blog's query keys; invalidation goes through these, never spelled keys. */
import type { CommentSort, PostListQuery } from '@/lib/api/schemas/blog'

export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (query: PostListQuery) => [...blogKeys.lists(), query] as const,
  searches: () => [...blogKeys.all, 'search'] as const,
  search: (query: string) => [...blogKeys.searches(), query] as const,
  /** Posts by slug. */
  details: () => [...blogKeys.all, 'detail'] as const,
  detail: (slug: string) => [...blogKeys.details(), slug] as const,
  recents: () => [...blogKeys.all, 'recent'] as const,
  recent: (slug: string) => [...blogKeys.recents(), slug] as const,
  /** Comments by post id. */
  commentLists: () => [...blogKeys.all, 'comments'] as const,
  comments: (postId: string, sort: CommentSort, page: number) =>
    [...blogKeys.commentLists(), postId, sort, page] as const,
  postComments: (postId: string) => [...blogKeys.commentLists(), postId] as const,
  /** The editor's autosave of one post (`new` for a new one). */
  autosave: (postId: string | null) => [...blogKeys.all, 'autosave', postId ?? 'new'] as const,
}

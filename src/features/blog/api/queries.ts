/** The blog's reads (docs/api.md, "Blog"), for the route loaders and the components. */
import { queryOptions } from '@tanstack/react-query'
import { apiGet, toSearchParams } from '@/lib/api/http'
import {
  autosaveResponseSchema,
  commentListResponseSchema,
  postListResponseSchema,
  postResponseSchema,
  postSearchResponseSchema,
  recentPostsResponseSchema,
  type CommentSort,
  type PostListQuery,
} from '@/lib/api/schemas/blog'
import { blogKeys } from './keys'

export const postListQueryOptions = (query: PostListQuery) =>
  queryOptions({
    queryKey: blogKeys.list(query),
    queryFn: () => apiGet('api/blog/posts', postListResponseSchema, toSearchParams(query)),
  })

/** Suggestions while typing in the list's search. */
export const postSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: blogKeys.search(query),
    queryFn: () => apiGet('api/blog/posts/search', postSearchResponseSchema, { query }),
    staleTime: 30_000,
  })

/** One post by its slug; a 404 is the route's not-found state (`ensure`). */
export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.detail(slug),
    queryFn: () => apiGet('api/blog/post', postResponseSchema, { title: slug }),
  })

/** The newest published posts but this one (the post page's "recent posts"). */
export const recentPostsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.recent(slug),
    queryFn: () => apiGet('api/blog/posts/recent', recentPostsResponseSchema, { title: slug }),
  })

export const commentsQueryOptions = (postId: string, sort: CommentSort, page: number) =>
  queryOptions({
    queryKey: blogKeys.comments(postId, sort, page),
    queryFn: () => apiGet('api/blog/comments', commentListResponseSchema, { postId, sort, page }),
  })

/** What the editor autosaved for this post (null: a new post), if anything. */
export const autosaveQueryOptions = (postId: string | null) =>
  queryOptions({
    queryKey: blogKeys.autosave(postId),
    queryFn: () =>
      apiGet('api/blog/autosave', autosaveResponseSchema, postId ? { postId } : undefined),
    staleTime: Infinity,
  })

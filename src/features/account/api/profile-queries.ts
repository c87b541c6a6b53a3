/** The profile page's reads (docs/api.md, "Users"): the signed-in user's social side. */
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import {
  galleryResponseSchema,
  peopleResponseSchema,
  postsResponseSchema,
  userResponseSchema,
  type PeopleQuery,
} from '@/lib/api/schemas/users'
import { profileKeys } from './profile-keys'

const withoutEmpty = (query: PeopleQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  )

/** Follower, following and post counts of the header. */
export const profileCountsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: profileKeys.counts(username),
    queryFn: () => apiGet('api/users/user', userResponseSchema, { name: username }),
    select: (answer) => answer.counts,
  })

export const followersQueryOptions = (query: PeopleQuery) =>
  queryOptions({
    queryKey: profileKeys.followers(query),
    queryFn: () => apiGet('api/users/followers', peopleResponseSchema, withoutEmpty(query)),
    placeholderData: keepPreviousData,
  })

export const friendsQueryOptions = (query: PeopleQuery) =>
  queryOptions({
    queryKey: profileKeys.friends(query),
    queryFn: () => apiGet('api/users/friends', peopleResponseSchema, withoutEmpty(query)),
    // The previous page stays while the next search or page loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  })

export const galleryQueryOptions = (username: string) =>
  queryOptions({
    queryKey: profileKeys.gallery(username),
    queryFn: () => apiGet('api/users/gallery', galleryResponseSchema, { name: username }),
  })

/** The posts feed, a page at a time ("Load more"). */
export const postsQueryOptions = (username: string) =>
  infiniteQueryOptions({
    queryKey: profileKeys.posts(username),
    queryFn: ({ pageParam }) =>
      apiGet('api/users/posts', postsResponseSchema, { name: username, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  })

/** The directory's reads (docs/api.md, "Users"), for the route loaders and the components. */
import { queryOptions } from '@tanstack/react-query'
import { apiGet, toSearchParams } from '@/lib/api/http'
import {
  userCardsResponseSchema,
  userListResponseSchema,
  userResponseSchema,
  type UserCardsQuery,
  type UserListQuery,
} from '@/lib/api/schemas/users'
import { userKeys } from './keys'

export const userListQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => apiGet('api/users/list', userListResponseSchema, toSearchParams(query)),
  })

export const userCardsQueryOptions = (query: UserCardsQuery) =>
  queryOptions({
    queryKey: userKeys.cards(query),
    queryFn: () => apiGet('api/users/cards', userCardsResponseSchema, toSearchParams(query)),
  })

/** One person by username; a 404 becomes the route's not-found state (`ensure`). */
export const userQueryOptions = (username: string) =>
  queryOptions({
    queryKey: userKeys.detail(username),
    queryFn: () => apiGet('api/users/user', userResponseSchema, { name: username }),
  })

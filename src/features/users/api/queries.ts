/** The directory's reads (docs/api.md, "Users"), for the route loaders and the components. */
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import {
  userCardsResponseSchema,
  userListResponseSchema,
  userResponseSchema,
  type UserCardsQuery,
  type UserListQuery,
} from '@/lib/api/schemas/users'
import { userKeys } from './keys'

/** Query values become the call's query string; empty values are left out. */
export function toSearchParams(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  )
}

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

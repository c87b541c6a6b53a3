/** The board's reads (docs/api.md "Kanban"), used by the route's loader and the components alike. */
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import { boardResponseSchema, membersResponseSchema } from '@/lib/api/schemas/kanban'
import { kanbanKeys } from './keys'

export const boardQueryOptions = () =>
  queryOptions({
    queryKey: kanbanKeys.board(),
    queryFn: () => apiGet('api/kanban/board', boardResponseSchema),
    select: (data) => data.board,
  })

export const membersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: kanbanKeys.members(query),
    queryFn: () =>
      apiGet('api/kanban/members', membersResponseSchema, { query: query || undefined }),
    select: (data) => data.members,
    staleTime: 60_000,
  })

/** The public pages' reads (docs/api.md, "GET /api/users/team"). */
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import { teamResponseSchema } from '@/lib/api/schemas/team'
import { marketingKeys } from './keys'

/** The about page's team and the customers it quotes: fixed people, so kept for a while. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: marketingKeys.team(),
    queryFn: () => apiGet('api/users/team', teamResponseSchema),
    staleTime: 10 * 60 * 1000,
  })

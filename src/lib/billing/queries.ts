/** Billing reads (docs/api.md, "Billing" and "Account settings"). */
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import { billingResponseSchema } from '@/lib/api/schemas/account'
import { plansResponseSchema } from '@/lib/api/schemas/billing'
import { billingKeys } from './keys'

/** The public plan catalogue: it changes with a release, not while a page is open. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: () => apiGet('api/billing/plans', plansResponseSchema),
    select: (data) => data.plans,
    staleTime: 10 * 60 * 1000,
  })

/** The signed-in account's plan, cards and history. */
export const billingQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.account(),
    queryFn: () => apiGet('api/account/billing', billingResponseSchema),
  })

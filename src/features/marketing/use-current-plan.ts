/**
 * The signed-in account's plan, for marking "current plan" on the public pages; undefined for a
 * visitor (no request is made) and while it loads.
 */
import { useQuery } from '@tanstack/react-query'
import { billingQueryOptions } from '@/lib/billing/queries'
import { useAuth } from '@/lib/session/use-auth'

export function useCurrentSubscription() {
  const { isAuthenticated } = useAuth()
  const query = useQuery({ ...billingQueryOptions(), enabled: isAuthenticated })
  return isAuthenticated ? query.data?.subscription : undefined
}

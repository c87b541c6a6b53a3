/**
 * Subscribing from /payment. The answer is the account's whole billing state, so it replaces the
 * cached one the Billing tab and /pricing read (`billingKeys.account()`), with no second request.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { billingKeys } from '@/lib/billing/keys'
import { subscribeRequest } from './requests'

export function useSubscribe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: subscribeRequest,
    onSuccess: (billing) => queryClient.setQueryData(billingKeys.account(), billing),
    meta: { form: true },
  })
}

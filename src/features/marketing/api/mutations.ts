/**
 * The public pages' writes. Subscribing answers the account's whole billing state, so it replaces
 * the cached one the Billing tab and /pricing read (`billingKeys.account()`), with no second
 * request. A contact message changes nothing the app shows: nothing to invalidate.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { billingKeys } from '@/lib/billing/keys'
import { sendContactMessageRequest, subscribeRequest } from './requests'

export function useSubscribe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: subscribeRequest,
    onSuccess: (billing) => queryClient.setQueryData(billingKeys.account(), billing),
    meta: { form: true },
  })
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessageRequest, meta: { form: true } })
}

/**
 * The account tabs' writes. Billing writes answer the whole billing state, so it replaces the
 * cached one instead of a second read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BillingResponse } from '@/lib/api/schemas/account'
import { billingKeys } from '@/lib/billing/keys'
import { sessionKeys } from '@/lib/session/api'
import { settingsKeys } from './settings-keys'
import {
  addCardRequest,
  changePlanRequest,
  deleteCardRequest,
  makeCardPrimaryRequest,
  saveNotificationSettingsRequest,
  updateSocialsRequest,
} from './settings-requests'

/** Social links are part of the user, which the header and profile read from the session. */
export function useUpdateSocials() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSocialsRequest,
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKeys.me(), user),
    meta: { form: true },
  })
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveNotificationSettingsRequest,
    onSuccess: (answer) => queryClient.setQueryData(settingsKeys.notifications(), answer),
  })
}

function useBillingWrite<TVariables>(
  mutationFn: (variables: TVariables) => Promise<BillingResponse>,
  form = false,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (billing) => queryClient.setQueryData(billingKeys.account(), billing),
    // A refused write (a card removed in another tab) may mean the cache is behind. Not
    // `onError`: that would also silence the failure toast of the writes no form shows.
    onSettled: (_billing, error) =>
      error ? queryClient.invalidateQueries({ queryKey: billingKeys.account() }) : undefined,
    meta: { form },
  })
}

export const useChangePlan = () => useBillingWrite(changePlanRequest, true)
export const useAddCard = () => useBillingWrite(addCardRequest, true)
export const useDeleteCard = () => useBillingWrite(deleteCardRequest)
export const useMakeCardPrimary = () => useBillingWrite(makeCardPrimaryRequest)

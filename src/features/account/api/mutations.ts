/** The signed-in user's own writes: profile, password, and the demo-data reset (docs/api.md). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionKeys } from '@/lib/session/api'
import { applySession } from '@/lib/session/session'
import { changePasswordRequest, resetDemoDataRequest, updateProfileRequest } from './requests'

/** Saves the profile; the answer is the account as stored, so it replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfileRequest,
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKeys.me(), user),
    meta: { form: true },
  })
}

/**
 * Changes the password. The server ends every session signed in with the old one, this one
 * included, and answers with a new token for this one: storing it keeps the user signed in.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePasswordRequest,
    onSuccess: ({ accessToken }) => applySession(accessToken),
    meta: { form: true },
  })
}

/** Mock API only: puts the seeded demo data back. */
export function useResetDemoData() {
  return useMutation({ mutationFn: resetDemoDataRequest })
}

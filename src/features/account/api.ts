/** The signed-in user's own writes: profile, password, and the demo-data reset (docs/api.md). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPost } from '@/lib/api/http'
import { myAccountResponseSchema, type UpdateProfileBody } from '@/lib/api/schemas/account'
import { messageResponseSchema } from '@/lib/api/schemas/mock'
import { sessionKeys } from '@/lib/session/api'

const updateProfileRequest = (body: UpdateProfileBody) =>
  apiPost('api/account/profile/update', body, myAccountResponseSchema)

const changePasswordRequest = (body: { oldPassword: string; newPassword: string }) =>
  apiPost('api/account/password/change', body, messageResponseSchema)

const resetDemoDataRequest = () => apiPost('api/mock/reset', {}, messageResponseSchema)

/** Saves the profile; the answer is the account as stored, so it replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfileRequest,
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKeys.me(), user),
    meta: { form: true },
  })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePasswordRequest, meta: { form: true } })
}

/** Mock API only: puts the seeded demo data back. */
export function useResetDemoData() {
  return useMutation({ mutationFn: resetDemoDataRequest })
}

/** The sign-in pages' own calls: codes, password reset, the demo inbox (docs/api.md). */
import { queryOptions, useMutation } from '@tanstack/react-query'
import { apiGet, apiPost } from '@/lib/api/http'
import { resendResponseSchema, resetPasswordResponseSchema } from '@/lib/api/schemas/account'
import { messageResponseSchema, outboxResponseSchema } from '@/lib/api/schemas/mock'

export const authKeys = {
  all: ['auth'] as const,
  outbox: (email: string) => [...authKeys.all, 'outbox', email] as const,
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

const resendCodeRequest = (token: string) =>
  apiPost('api/account/verify/resend', {}, resendResponseSchema, bearer(token))

const resetPasswordRequest = (email: string) =>
  apiPost('api/account/reset-password', { email }, resetPasswordResponseSchema)

const newPasswordRequest = (body: { email: string; code: string; password: string }) =>
  apiPost('api/account/new-password', body, messageResponseSchema)

/** Sends another verification code; takes the stored token (not the default header yet). */
export function useResendCode() {
  return useMutation({ mutationFn: resendCodeRequest, meta: { form: true } })
}

/** Sends a password reset code to an address. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPasswordRequest, meta: { form: true } })
}

export function useNewPassword() {
  return useMutation({ mutationFn: newPasswordRequest, meta: { form: true } })
}

/** Mock API only: the codes the demo "sent" to an address. */
export const outboxQueryOptions = (email: string) =>
  queryOptions({
    queryKey: authKeys.outbox(email),
    queryFn: () => apiGet('api/mock/outbox', outboxResponseSchema, { email }),
    select: (data) => data.emails,
  })

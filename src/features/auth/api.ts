/** The account area's calls: query options, key hierarchy and request functions (docs/api.md). */
import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost } from '@/lib/api/http'
import {
  authResponseSchema,
  myAccountResponseSchema,
  notificationsResponseSchema,
  notificationSchema,
  resendResponseSchema,
  resetPasswordResponseSchema,
  type LoginBody,
  type RegisterBody,
  type UpdateProfileBody,
} from '@/lib/api/schemas/account'
import { messageResponseSchema, outboxResponseSchema } from '@/lib/api/schemas/mock'
import { z } from 'zod'

export const accountKeys = {
  all: ['account'] as const,
  notifications: () => [...accountKeys.all, 'notifications'] as const,
  outbox: (email: string) => [...accountKeys.all, 'outbox', email] as const,
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

export const fetchMyAccount = () => apiGet('api/account/my-account', myAccountResponseSchema)

export const loginRequest = (body: LoginBody) =>
  apiPost('api/account/login', body, authResponseSchema)

export const registerRequest = (body: RegisterBody) =>
  apiPost('api/account/register', body, authResponseSchema)

/** Sends the stored token explicitly: after register it is not the default header yet. */
export const verifyRequest = (code: string, token: string) =>
  apiPost('api/account/verify', { code }, authResponseSchema, bearer(token))

export const resendCodeRequest = (token: string) =>
  apiPost('api/account/verify/resend', {}, resendResponseSchema, bearer(token))

export const resetPasswordRequest = (email: string) =>
  apiPost('api/account/reset-password', { email }, resetPasswordResponseSchema)

export const newPasswordRequest = (body: { email: string; code: string; password: string }) =>
  apiPost('api/account/new-password', body, messageResponseSchema)

export const updateProfileRequest = (body: UpdateProfileBody) =>
  apiPost('api/account/profile/update', body, myAccountResponseSchema)

export const changePasswordRequest = (body: { oldPassword: string; newPassword: string }) =>
  apiPost('api/account/password/change', body, messageResponseSchema)

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.notifications(),
    queryFn: () => apiGet('api/account/notifications', notificationsResponseSchema),
    select: (data) => data.notifications,
  })

export const markNotificationReadRequest = (notificationId: string) =>
  apiPost(
    'api/account/notifications/mark-as-read',
    { notificationId },
    z.object({ notification: notificationSchema }),
  )

export const markAllNotificationsReadRequest = () =>
  apiPost('api/account/notifications/mark-all-as-read', {}, notificationsResponseSchema)

/** Mock API only: the codes the demo "sent" to an address. */
export const outboxQueryOptions = (email: string) =>
  queryOptions({
    queryKey: accountKeys.outbox(email),
    queryFn: () => apiGet('api/mock/outbox', outboxResponseSchema, { email }),
    select: (data) => data.emails,
  })

export const resetDemoDataRequest = () => apiPost('api/mock/reset', {}, messageResponseSchema)

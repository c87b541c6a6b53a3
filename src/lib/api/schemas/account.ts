/** Account calls (spec §7) and the ones added around them (docs/api.md). */
import { z } from 'zod'
import {
  emailField,
  nameField,
  newPasswordField,
  passwordField,
  verificationCodeField,
} from './common'

export const ROLES = ['admin', 'user'] as const
export const roleSchema = z.enum(ROLES)
export type Role = z.infer<typeof roleSchema>

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  phoneNumber: z.string(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
  about: z.string(),
  isPublic: z.boolean(),
  createdAt: z.string(),
})
export type User = z.infer<typeof userSchema>

export const loginBodySchema = z.object({ email: emailField, password: passwordField })
export type LoginBody = z.infer<typeof loginBodySchema>

export const registerBodySchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField,
  lastName: nameField,
})
export type RegisterBody = z.infer<typeof registerBodySchema>

/** Login and register both answer with the token and the user (spec §3). */
export const authResponseSchema = z.object({ accessToken: z.string(), user: userSchema })
export type AuthResponse = z.infer<typeof authResponseSchema>

export const myAccountResponseSchema = z.object({ user: userSchema })

export const verifyBodySchema = z.object({ code: verificationCodeField })

export const resendResponseSchema = z.object({
  /** Seconds until another code may be requested. */
  retryAfter: z.number(),
})

export const resetPasswordBodySchema = z.object({ email: emailField })
export const resetPasswordResponseSchema = z.object({ message: z.string() })

export const newPasswordBodySchema = z.object({
  email: emailField,
  code: verificationCodeField,
  password: newPasswordField,
})

export const updateProfileBodySchema = z.object({
  firstName: nameField,
  lastName: nameField,
  phoneNumber: z.string().trim().max(30, 'invalid_value'),
  country: z.string().trim().max(60, 'invalid_value'),
  city: z.string().trim().max(60, 'invalid_value'),
  address: z.string().trim().max(120, 'invalid_value'),
  zipCode: z.string().trim().max(20, 'invalid_value'),
  about: z.string().trim().max(500, 'invalid_value'),
  isPublic: z.boolean(),
})
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>

export const changePasswordBodySchema = z.object({
  oldPassword: passwordField,
  newPassword: newPasswordField,
})

/** A password change ends every other session; `accessToken` keeps this one signed in. */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  accessToken: z.string(),
})

export const NOTIFICATION_TYPES = [
  'order',
  'chat',
  'mail',
  'delivery',
  'project',
  'security',
] as const

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  isUnread: z.boolean(),
})
export type AppNotification = z.infer<typeof notificationSchema>

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
})

export const markNotificationBodySchema = z.object({
  notificationId: z.string().min(1, 'invalid_value').max(64, 'invalid_value'),
})

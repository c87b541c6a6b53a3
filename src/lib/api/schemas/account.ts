/** Account calls (spec §7) and the ones added around them (docs/api.md). */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { ROLES, USER_STATUSES, type Role, type UserStatus } from './user-constants'
import { cardSchema } from './checkout'
import { CARD_BRANDS, cardExpired } from './payment-card'
import { bodyLimitFor } from './limits'
import {
  avatarField,
  countryField,
  MAX_AVATAR_BYTES,
  emailField,
  nameField,
  phoneField,
  newPasswordField,
  passwordField,
  verificationCodeField,
} from './common'

export { ROLES, USER_STATUSES, type Role, type UserStatus }
export { CARD_BRANDS, cardExpired }
export const roleSchema = lazySchema(() => z.enum(ROLES))

export const userStatusSchema = lazySchema(() => z.enum(USER_STATUSES, 'invalid_value'))

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]
/** Profile addresses by network ('' for none). */
export const socialsSchema = lazySchema(() =>
  z.object({
    facebook: z.string(),
    instagram: z.string(),
    linkedin: z.string(),
    x: z.string(),
  }),
)
export type Socials = z.infer<typeof socialsSchema>

/** The hosts each network's profile addresses live on. */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com'],
  instagram: ['instagram.com', 'www.instagram.com'],
  linkedin: ['linkedin.com', 'www.linkedin.com'],
  x: ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com'],
}

/** An https address on the network's own host, or empty. */
export function socialUrlField(network: SocialNetwork) {
  return z.string('url_invalid').check(
    z.trim(),
    z.maxLength(200, 'url_invalid'),
    z.refine((value) => {
      if (value === '') return true
      try {
        const url = new URL(value)
        return (
          url.protocol === 'https:' &&
          SOCIAL_HOSTS[network].includes(url.hostname.toLowerCase()) &&
          url.pathname.length > 1
        )
      } catch {
        return false
      }
    }, 'url_invalid'),
  )
}

export const userSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The URL-safe unique name (`/dashboard/user/<username>/edit`, chat's one-to-one key). */
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    role: roleSchema,
    status: userStatusSchema,
    emailVerified: z.boolean(),
    avatarUrl: z.nullable(z.string()),
    coverUrl: z.nullable(z.string()),
    phoneNumber: z.string(),
    /** ISO 3166-1 alpha-2 code, or ''. */
    country: z.string(),
    state: z.string(),
    city: z.string(),
    address: z.string(),
    zipCode: z.string(),
    company: z.string(),
    jobTitle: z.string(),
    about: z.string(),
    isPublic: z.boolean(),
    socials: socialsSchema,
    createdAt: z.string(),
  }),
)
export type User = z.infer<typeof userSchema>

export const loginBodySchema = lazySchema(() =>
  z.object({ email: emailField, password: passwordField }),
)
export type LoginBody = z.infer<typeof loginBodySchema>

export const registerBodySchema = lazySchema(() =>
  z.object({
    email: emailField,
    password: newPasswordField,
    firstName: nameField,
    lastName: nameField,
  }),
)
export type RegisterBody = z.infer<typeof registerBodySchema>

/** Login and register both answer with the token and the user (spec §3). */
export const authResponseSchema = lazySchema(() =>
  z.object({ accessToken: z.string(), user: userSchema }),
)
export type AuthResponse = z.infer<typeof authResponseSchema>

export const myAccountResponseSchema = lazySchema(() => z.object({ user: userSchema }))

export const verifyBodySchema = lazySchema(() => z.object({ code: verificationCodeField }))

export const resendResponseSchema = lazySchema(() =>
  z.object({
    /** Seconds until another code may be requested. */
    retryAfter: z.number(),
  }),
)

export const resetPasswordBodySchema = lazySchema(() => z.object({ email: emailField }))
export const resetPasswordResponseSchema = lazySchema(() => z.object({ message: z.string() }))

export const newPasswordBodySchema = lazySchema(() =>
  z.object({
    email: emailField,
    code: verificationCodeField,
    password: newPasswordField,
  }),
)

export const updateProfileBodySchema = lazySchema(() =>
  z.object({
    firstName: nameField,
    lastName: nameField,
    phoneNumber: phoneField,
    country: countryField,
    /** Absent: unchanged (older clients send only the fields above and below). */
    state: z.optional(z.string().check(z.trim(), z.maxLength(60, 'invalid_value'))),
    city: z.string().check(z.trim(), z.maxLength(60, 'invalid_value')),
    address: z.string().check(z.trim(), z.maxLength(120, 'invalid_value')),
    zipCode: z.string().check(z.trim(), z.maxLength(20, 'invalid_value')),
    company: z.optional(z.string().check(z.trim(), z.maxLength(80, 'invalid_value'))),
    jobTitle: z.optional(z.string().check(z.trim(), z.maxLength(80, 'invalid_value'))),
    about: z.string().check(z.trim(), z.maxLength(500, 'invalid_value')),
    isPublic: z.boolean(),
    /** A data URL (new upload), the current address, or null (remove); absent: unchanged. */
    avatarUrl: z.optional(avatarField),
  }),
)
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>

/** Room for a new avatar (a data URL) and every other profile field at its cap. */
export const PROFILE_MAX_BODY_BYTES = bodyLimitFor(1, MAX_AVATAR_BYTES, 16 * 1024)

export const changePasswordBodySchema = lazySchema(() =>
  z.object({
    oldPassword: passwordField,
    newPassword: newPasswordField,
  }),
)

/** A password change ends every other session; `accessToken` keeps this one signed in. */
export const changePasswordResponseSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    accessToken: z.string(),
  }),
)

export const NOTIFICATION_TYPES = [
  'order',
  'chat',
  'mail',
  'delivery',
  'project',
  'security',
] as const

export const notificationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    description: z.string(),
    createdAt: z.string(),
    isUnread: z.boolean(),
  }),
)
export type AppNotification = z.infer<typeof notificationSchema>

export const notificationsResponseSchema = lazySchema(() =>
  z.object({
    notifications: z.array(notificationSchema),
  }),
)

export const markNotificationBodySchema = lazySchema(() =>
  z.object({
    notificationId: z
      .string()
      .check(z.minLength(1, 'invalid_value'), z.maxLength(64, 'invalid_value')),
  }),
)

// --- account tabs: social links, notification settings, billing (docs/api.md, "Account") ------

/** POST /api/account/social: every network's profile address, validated (`url_invalid`). */
export const updateSocialsBodySchema = lazySchema(() =>
  z.object({
    socials: z.object({
      facebook: socialUrlField('facebook'),
      instagram: socialUrlField('instagram'),
      linkedin: socialUrlField('linkedin'),
      x: socialUrlField('x'),
    }),
  }),
)

export const EMAIL_NOTIFICATION_SETTINGS = ['comments', 'answers', 'follows'] as const
export const APP_NOTIFICATION_SETTINGS = ['news', 'productUpdates', 'blogDigest'] as const

/** Which e-mails and in-app notifications the user wants. */
export const notificationSettingsSchema = lazySchema(() =>
  z.object({
    email: z.object({
      comments: z.boolean('invalid_value'),
      answers: z.boolean('invalid_value'),
      follows: z.boolean('invalid_value'),
    }),
    app: z.object({
      news: z.boolean('invalid_value'),
      productUpdates: z.boolean('invalid_value'),
      blogDigest: z.boolean('invalid_value'),
    }),
  }),
)
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

/** GET /api/account/notification-settings; POST the same body to save it. */
export const notificationSettingsBodySchema = lazySchema(() =>
  z.object({ settings: notificationSettingsSchema }),
)

/** Plans (prices in minor units of USD; yearly is 12 months less 20 %), shared with /pricing. */
export const PLANS = [
  { id: 'basic', monthly: 0, yearly: 0 },
  { id: 'starter', monthly: 499, yearly: 4790 },
  { id: 'premium', monthly: 999, yearly: 9590 },
] as const
export const PLAN_IDS = ['basic', 'starter', 'premium'] as const
export type PlanId = (typeof PLAN_IDS)[number]
export const BILLING_PERIODS = ['monthly', 'yearly'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

/** A stored card: only its brand and last four digits are kept, never the number or the CVC. */
export const paymentMethodSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    brand: z.enum(CARD_BRANDS),
    last4: z.string(),
    holder: z.string(),
    expiry: z.string(),
    primary: z.boolean(),
  }),
)
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

export const billingRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** `INV-1990`: the invoice area links to it when it exists. */
    number: z.string(),
    createdAt: z.string(),
    amount: z.number().check(z.int()),
    planId: z.enum(PLAN_IDS),
    period: z.enum(BILLING_PERIODS),
  }),
)
export type BillingRecord = z.infer<typeof billingRecordSchema>

export const billingResponseSchema = lazySchema(() =>
  z.object({
    subscription: z.object({
      planId: z.enum(PLAN_IDS),
      period: z.enum(BILLING_PERIODS),
      /** Next renewal (ISO); null on the free plan. */
      renewsAt: z.nullable(z.string()),
    }),
    paymentMethods: z.array(paymentMethodSchema),
    history: z.array(billingRecordSchema),
  }),
)
export type BillingResponse = z.infer<typeof billingResponseSchema>

/** POST /api/account/billing/plan: a paid plan needs a stored card (400 `payment_method_required`). */
export const changePlanBodySchema = lazySchema(() =>
  z.object({
    planId: z.enum(PLAN_IDS, 'invalid_value'),
    period: z.enum(BILLING_PERIODS, 'invalid_value'),
  }),
)

/** POST /api/account/billing/cards/new: at most 5 cards (413 `collection_full`). */
export const addCardBodySchema = lazySchema(() =>
  z.object({
    card: z.extend(cardSchema, { primary: z.boolean('invalid_value') }).check(
      z.refine((card) => !cardExpired(card.expiry), {
        path: ['expiry'],
        message: 'card_expired',
      }),
    ),
  }),
)

/** POST /api/account/billing/cards/delete and /primary. */
export const cardIdBodySchema = lazySchema(() =>
  z.object({
    paymentMethodId: z
      .string()
      .check(z.minLength(1, 'invalid_value'), z.maxLength(64, 'invalid_value')),
  }),
)

/** How many cards one account may store (the add-card form hides at the limit). */
export const MAX_PAYMENT_METHODS = 5

/** The account tabs' write calls (docs/api.md, "Account settings"); only the mutations call them. */
import { apiPost } from '@/lib/api/http'
import {
  billingResponseSchema,
  myAccountResponseSchema,
  notificationSettingsBodySchema,
  type BillingPeriod,
  type NotificationSettings,
  type PlanId,
  type Socials,
} from '@/lib/api/schemas/account'

export const updateSocialsRequest = (socials: Socials) =>
  apiPost('api/account/social', { socials }, myAccountResponseSchema)

export const saveNotificationSettingsRequest = (settings: NotificationSettings) =>
  apiPost('api/account/notification-settings', { settings }, notificationSettingsBodySchema)

export const changePlanRequest = (body: { planId: PlanId; period: BillingPeriod }) =>
  apiPost('api/account/billing/plan', body, billingResponseSchema)

export interface NewCard {
  holder: string
  number: string
  expiry: string
  cvv: string
  primary: boolean
}

export const addCardRequest = (card: NewCard) =>
  apiPost('api/account/billing/cards/new', { card }, billingResponseSchema)

export const deleteCardRequest = (paymentMethodId: string) =>
  apiPost('api/account/billing/cards/delete', { paymentMethodId }, billingResponseSchema)

export const makeCardPrimaryRequest = (paymentMethodId: string) =>
  apiPost('api/account/billing/cards/primary', { paymentMethodId }, billingResponseSchema)

/** The public pages' write calls (docs/api.md, "Billing", "Contact"); only the mutations call them. */
import { apiPost } from '@/lib/api/http'
import { billingResponseSchema } from '@/lib/api/schemas/account'
import type { SubscribeBody } from '@/lib/api/schemas/billing'
import { contactReceiptSchema, type ContactBody } from '@/lib/api/schemas/contact'

export const subscribeRequest = (body: SubscribeBody) =>
  apiPost('api/account/billing/subscribe', body, billingResponseSchema)

export const sendContactMessageRequest = (body: ContactBody) =>
  apiPost('api/contact/messages', body, contactReceiptSchema)

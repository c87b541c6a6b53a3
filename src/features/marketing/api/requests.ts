/** The public pages' write call (docs/api.md, "Billing"); only the mutations call it. */
import { apiPost } from '@/lib/api/http'
import { billingResponseSchema } from '@/lib/api/schemas/account'
import type { SubscribeBody } from '@/lib/api/schemas/billing'

export const subscribeRequest = (body: SubscribeBody) =>
  apiPost('api/account/billing/subscribe', body, billingResponseSchema)

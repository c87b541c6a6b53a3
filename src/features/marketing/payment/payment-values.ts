/**
 * The payment form's values and the request they become. The form mirrors the request's shape
 * (`billing.*`, `payment.card.*`), so the server's field messages land on the same paths.
 */
import type { BillingPeriod, PlanId, User } from '@/lib/api/schemas/account'
import type { BillingContact, PaymentChoice, SubscribeBody } from '@/lib/api/schemas/billing'

export interface PaymentFormValues {
  billing: BillingContact
  payment: {
    method: PaymentChoice
    card: { holder: string; number: string; expiry: string; cvv: string }
  }
}

/** Every field path a message can be put on, for `useFormSubmit`. */
export const PAYMENT_FIELDS = [
  'billing.name',
  'billing.email',
  'billing.phoneNumber',
  'billing.street',
  'billing.city',
  'billing.zipCode',
  'billing.country',
  'payment',
  'payment.card.holder',
  'payment.card.number',
  'payment.card.expiry',
  'payment.card.cvv',
] as const

/** A signed-in user's own details fill the form; a card is never remembered. */
export function initialPaymentValues(user: User | undefined): PaymentFormValues {
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : ''
  return {
    billing: {
      name,
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      street: user?.address ?? '',
      city: user?.city ?? '',
      zipCode: user?.zipCode ?? '',
      country: user?.country ?? '',
    },
    payment: { method: 'card', card: { holder: name, number: '', expiry: '', cvv: '' } },
  }
}

/** The request: the free plan pays nothing, PayPal sends no card, a card sends only itself. */
export function toSubscribeBody(
  values: PaymentFormValues,
  planId: PlanId,
  period: BillingPeriod,
  free: boolean,
): SubscribeBody {
  const payment: SubscribeBody['payment'] = free
    ? null
    : values.payment.method === 'paypal'
      ? { method: 'paypal' }
      : { method: 'card', card: values.payment.card }
  return { planId, period, billing: values.billing, payment }
}

/**
 * Billing rules of the account tabs (docs/api.md, "Account settings"): pure functions, so the
 * handlers stay short and tests can call them directly.
 */
import { PLANS, type BillingPeriod, type PlanId } from '@/lib/api/schemas/account'
import { invalid, refuse } from '../../lib/errors'

/** The brand from the number's issuer prefix: the contract's rule, shared with the forms. */
export { cardBrand, type CardBrand } from '@/lib/api/schemas/payment-card'

/** The price of a plan for a period, in minor units (cents). */
export function planPrice(planId: PlanId, period: BillingPeriod): number {
  const plan = PLANS.find((item) => item.id === planId)
  return plan ? plan[period] : 0
}

export const isPaid = (planId: PlanId) => planPrice(planId, 'monthly') > 0

/** One month or one year after `from`; a month-end that the next month lacks becomes its last day. */
export function renewalDate(from: Date, period: BillingPeriod): Date {
  const next = new Date(from)
  const day = next.getUTCDate()
  next.setUTCDate(1)
  if (period === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1)
  else next.setUTCFullYear(next.getUTCFullYear() + 1)
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(day, last))
  return next
}

/** A paid plan is billed to a card: refuse it when the user has none. */
export function ensureCanChoosePlan(planId: PlanId, cardCount: number): void {
  if (isPaid(planId) && cardCount === 0) refuse('payment_method_required')
}

/** The card that pays a paid plan stays until another one is made primary or the plan is free. */
export function ensureCanDeleteCard(card: { primary: boolean }, planId: PlanId): void {
  if (card.primary && isPaid(planId)) refuse('primary_card_required')
}

/**
 * `INV-1990`, `INV-1991`, ...: one sequence for every account, one past the highest number in
 * use, so numbers never repeat even after rows are removed.
 */
export function nextInvoiceNumber(numbers: readonly string[]): string {
  let highest = 1989
  for (const number of numbers) {
    const value = Number(/^INV-(\d+)$/.exec(number)?.[1])
    if (value > highest) highest = value
  }
  return `INV-${highest + 1}`
}

/**
 * What a subscription from /payment needs: a way to pay for a paid plan (field `payment`), and a
 * change (the plan and period one is on already are not bought twice).
 */
export function ensureCanSubscribe(
  wanted: { planId: PlanId; period: BillingPeriod; hasPayment: boolean },
  current: { planId: PlanId; period: BillingPeriod },
): void {
  if (isPaid(wanted.planId) && !wanted.hasPayment)
    invalid({ payment: 'payment_method_required' }, 'payment_method_required')
  if (
    current.planId === wanted.planId &&
    (current.period === wanted.period || !isPaid(wanted.planId))
  )
    refuse('plan_already_current')
}

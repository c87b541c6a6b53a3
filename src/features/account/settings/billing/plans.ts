/** Plan prices and the yearly saving, from the contract's `PLANS` (minor units). */
import { PLANS, type BillingPeriod, type PlanId } from '@/lib/api/schemas/account'

export function planPrice(planId: PlanId, period: BillingPeriod): number {
  return PLANS.find((plan) => plan.id === planId)?.[period] ?? 0
}

/** What a year costs less when paid yearly instead of monthly, in minor units (0 when free). */
export function yearlySaving(planId: PlanId): number {
  return Math.max(0, planPrice(planId, 'monthly') * 12 - planPrice(planId, 'yearly'))
}

/** The yearly saving as a whole percentage of twelve monthly payments. */
export function yearlySavingPercent(planId: PlanId): number {
  const twelve = planPrice(planId, 'monthly') * 12
  return twelve === 0 ? 0 : Math.round((yearlySaving(planId) / twelve) * 100)
}

/**
 * Plan prices and the yearly saving, in minor units (cents). The `planPrice` family reads the
 * contract's `PLANS` (the account tab's change-plan dialog); the `*Of(plan)` family reads a plan
 * of the catalogue the API serves (/pricing, /payment). Both are the same numbers.
 */
import { PLANS, type BillingPeriod, type PlanId } from '@/lib/api/schemas/account'

interface Priced {
  monthly: number
  yearly: number
}

/** What a year costs less when paid yearly instead of monthly (0 when free). */
export const savingOf = (plan: Priced) => Math.max(0, plan.monthly * 12 - plan.yearly)

/** The yearly saving as a whole percentage of twelve monthly payments. */
export function savingPercentOf(plan: Priced): number {
  const twelve = plan.monthly * 12
  return twelve === 0 ? 0 : Math.round((savingOf(plan) / twelve) * 100)
}

/** What one month costs on average when paid for `period`, rounded to the cent. */
export const monthlyEquivalentOf = (plan: Priced, period: BillingPeriod) =>
  period === 'monthly' ? plan.monthly : Math.round(plan.yearly / 12)

const byId = (planId: PlanId): Priced => PLANS.find((plan) => plan.id === planId) ?? PLANS[0]

export const planPrice = (planId: PlanId, period: BillingPeriod): number => byId(planId)[period]

export const yearlySaving = (planId: PlanId): number => savingOf(byId(planId))

export const yearlySavingPercent = (planId: PlanId): number => savingPercentOf(byId(planId))

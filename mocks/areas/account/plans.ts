/**
 * The plan catalogue GET /api/billing/plans serves: the contract's prices (`PLANS`, which the
 * billing calls charge) with what each plan includes. Data of the server, not of the app: the
 * pricing page, the payment summary and the Billing tab all read it from here or from `PLANS`.
 */
import { PLANS } from '@/lib/api/schemas/account'
import type { Plan, PlanFeature, PlanFeatureId } from '@/lib/api/schemas/billing'

type Limits = Partial<Record<PlanFeatureId, number | null>>

/** Per plan: the included features, with their limit (null: unlimited or not counted). */
const INCLUDED: Record<Plan['id'], Limits> = {
  basic: { projects: 3, members: 1, storage: 2 },
  starter: { projects: 25, members: 5, storage: 50, analytics: null, customDomain: null },
  premium: {
    projects: null,
    members: null,
    storage: 500,
    analytics: null,
    customDomain: null,
    prioritySupport: null,
    api: null,
    sso: null,
  },
}

const ORDER: readonly PlanFeatureId[] = [
  'projects',
  'members',
  'storage',
  'analytics',
  'customDomain',
  'prioritySupport',
  'api',
  'sso',
]

function featuresOf(planId: Plan['id']): PlanFeature[] {
  const limits = INCLUDED[planId]
  return ORDER.map((id) => ({ id, included: id in limits, limit: limits[id] ?? null }))
}

export const PLAN_CATALOGUE: Plan[] = PLANS.map(({ id, monthly, yearly }) => ({
  id,
  monthly,
  yearly,
  currency: 'USD',
  recommended: id === 'starter',
  features: featuresOf(id),
}))

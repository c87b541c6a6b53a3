/**
 * URL state of the public pricing pages, parsed with the URL kit (route search parsers run in the
 * first bundle, so no zod here: docs/architecture.md, "Conventions"). Defaults stay out of the
 * address; `paymentChoice` applies them.
 */
import {
  BILLING_PERIODS,
  PLAN_IDS,
  type BillingPeriod,
  type PlanId,
} from '@/lib/api/schemas/account'
import { oneOf, parseSearch, withoutDefault } from '@/lib/url/search-params'

/** The plan /payment shows when none (or an unknown one) is asked for: the recommended one. */
export const DEFAULT_PLAN: PlanId = 'starter'
export const DEFAULT_PERIOD: BillingPeriod = 'monthly'

export interface PricingSearch {
  period?: BillingPeriod
}

export interface PaymentSearch {
  plan?: PlanId
  period?: BillingPeriod
}

const period = withoutDefault(oneOf(BILLING_PERIODS), DEFAULT_PERIOD)

/*
 * The router lays a route's parsed search over the raw one, so a key left out would keep a bad raw
 * value (`plan=nope`): every key is named, undefined when absent or unknown.
 */
export const parsePricingSearch = (search: Record<string, unknown>): PricingSearch => ({
  period: undefined,
  ...parseSearch(search, { period }),
})

/** An unknown plan or period reads as absent: the page falls back to the defaults. */
export const parsePaymentSearch = (search: Record<string, unknown>): PaymentSearch => ({
  plan: undefined,
  period: undefined,
  ...parseSearch(search, { plan: withoutDefault(oneOf(PLAN_IDS), DEFAULT_PLAN), period }),
})

/** The plan and period the page works with, defaults applied. */
export const paymentChoice = (search: PaymentSearch) => ({
  plan: search.plan ?? DEFAULT_PLAN,
  period: search.period ?? DEFAULT_PERIOD,
})

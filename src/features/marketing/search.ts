/**
 * URL state of the public pages (pricing, payment, FAQs), parsed with the URL kit (route search
 * parsers run in the first bundle, so no zod here: docs/architecture.md, "Conventions"). Defaults
 * stay out of the address; `paymentChoice` applies them.
 */
import {
  BILLING_PERIODS,
  PLAN_IDS,
  type BillingPeriod,
  type PlanId,
} from '@/lib/api/schemas/account'
import { oneOf, parseSearch, text, withoutDefault } from '@/lib/url/search-params'
import { FAQ_CATEGORIES, type FaqCategory } from './faqs/faq-data'

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

export interface FaqsSearch {
  /** Words the questions must contain. */
  q?: string
  /** One category; all when absent. */
  category?: FaqCategory
}

/** /faqs: the search and the category, both in the address so a filtered list can be shared. */
export const parseFaqsSearch = (search: Record<string, unknown>): FaqsSearch => ({
  q: undefined,
  category: undefined,
  ...parseSearch(search, { q: text(100), category: oneOf(FAQ_CATEGORIES) }),
})

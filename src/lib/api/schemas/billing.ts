/**
 * The plan catalogue (GET /api/billing/plans, public) and the subscription bought on /payment
 * (POST /api/account/billing/subscribe): docs/api.md, "Billing". Prices are integer minor units
 * (cents) of USD, as everywhere in billing; the subscribe call answers the billing body of
 * GET /api/account/billing, so the account's Billing tab and /pricing read one state.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { BILLING_PERIODS, PLAN_IDS } from './account'
import { payingCardSchema } from './checkout'
import { countryField, emailField, phoneField, requiredName } from './common'

/** What a plan can include; the app names them (`marketing:features.<id>`). */
export const PLAN_FEATURES = [
  'projects',
  'members',
  'storage',
  'analytics',
  'customDomain',
  'prioritySupport',
  'api',
  'sso',
] as const
export type PlanFeatureId = (typeof PLAN_FEATURES)[number]

export const planFeatureSchema = lazySchema(() =>
  z.object({
    id: z.enum(PLAN_FEATURES),
    included: z.boolean(),
    /** How many (projects, members) or how much (storage, GB); null: unlimited or not counted. */
    limit: z.nullable(z.number().check(z.int())),
  }),
)
export type PlanFeature = z.infer<typeof planFeatureSchema>

export const planSchema = lazySchema(() =>
  z.object({
    id: z.enum(PLAN_IDS),
    /** Price per month when paid monthly, and per year when paid yearly, in cents. */
    monthly: z.number().check(z.int(), z.gte(0)),
    yearly: z.number().check(z.int(), z.gte(0)),
    currency: z.literal('USD'),
    /** The plan the page highlights. */
    recommended: z.boolean(),
    features: z.array(planFeatureSchema),
  }),
)
export type Plan = z.infer<typeof planSchema>

export const plansResponseSchema = lazySchema(() => z.object({ plans: z.array(planSchema) }))

export const PAYMENT_CHOICES = ['card', 'paypal'] as const
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number]

/** Who pays: shown on the invoice. Every field is required except the state or region. */
export const billingContactSchema = lazySchema(() =>
  z.object({
    name: requiredName(80),
    email: emailField,
    phoneNumber: phoneField.check(z.refine((value) => value !== '', 'phone_required')),
    street: z
      .string('street_required')
      .check(z.trim(), z.minLength(1, 'street_required'), z.maxLength(120, 'invalid_value')),
    city: z
      .string('name_required')
      .check(z.trim(), z.minLength(1, 'name_required'), z.maxLength(60, 'invalid_value')),
    zipCode: z
      .string('zip_invalid')
      .check(z.trim(), z.minLength(2, 'zip_invalid'), z.maxLength(12, 'zip_invalid')),
    country: countryField.check(z.refine((value) => value !== '', 'country_invalid')),
  }),
)
export type BillingContact = z.infer<typeof billingContactSchema>

export const paymentChoiceSchema = lazySchema(() =>
  z.discriminatedUnion(
    'method',
    [
      z.object({ method: z.literal('card'), card: payingCardSchema }),
      z.object({ method: z.literal('paypal') }),
    ],
    'invalid_value',
  ),
)

/**
 * POST /api/account/billing/subscribe. A paid plan needs `payment` (400 `payment_method_required`
 * on `payment`); the free plan takes none. The card's number and CVC are checked, never stored.
 */
export const subscribeBodySchema = lazySchema(() =>
  z.object({
    planId: z.enum(PLAN_IDS, 'invalid_value'),
    period: z.enum(BILLING_PERIODS, 'invalid_value'),
    billing: billingContactSchema,
    payment: z.nullable(paymentChoiceSchema),
  }),
)
export type SubscribeBody = z.infer<typeof subscribeBodySchema>

/** The plan catalogue and the subscription bought on /payment, on the mock API. */
import { describe, expect, it } from 'vitest'
import { billingResponseSchema, PLANS } from '@/lib/api/schemas/account'
import { plansResponseSchema } from '@/lib/api/schemas/billing'
import { mockConfig } from '../../mocks/config'
import { getDb } from '../../mocks/db/database'
import { call, errorsOf, login } from './client'
import { given } from './given'

const BILLING = {
  name: 'Mina Park',
  email: 'mina@example.com',
  phoneNumber: '+33 6 12 34 56 78',
  street: '12 rue des Lilas',
  city: 'Lyon',
  zipCode: '69001',
  country: 'FR',
}
const CARD = { holder: 'Mina Park', number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }
const subscribe = (overrides: Record<string, unknown> = {}) => ({
  planId: 'premium',
  period: 'yearly',
  billing: BILLING,
  payment: { method: 'card', card: CARD },
  ...overrides,
})

const billingOf = async (token: string) =>
  billingResponseSchema.parse((await call('GET', '/api/account/billing', { token })).json)

describe('GET /api/billing/plans', () => {
  it('answers the catalogue to anyone, with the prices the billing calls charge', async () => {
    const answer = await call('GET', '/api/billing/plans')
    expect(answer.status).toBe(200)
    const { plans } = plansResponseSchema.parse(answer.json)
    expect(plans.map(({ id, monthly, yearly }) => ({ id, monthly, yearly }))).toEqual(PLANS)
    expect(plans.filter((plan) => plan.recommended)).toHaveLength(1)
    // Every plan lists every feature, included or not, so a comparison lines up.
    const ids = plans.map((plan) => plan.features.map((feature) => feature.id))
    expect(new Set(ids.map((list) => list.join()))).toHaveProperty('size', 1)
  })
})

describe('POST /api/account/billing/subscribe', () => {
  it('stores the plan, a history row and only the last four digits of the card', async () => {
    const { token, user } = await given.user()
    const answer = await call('POST', '/api/account/billing/subscribe', {
      token,
      body: subscribe(),
    })
    expect(answer.status).toBe(201)
    const billing = billingResponseSchema.parse(answer.json)
    expect(billing.subscription).toMatchObject({ planId: 'premium', period: 'yearly' })
    expect(billing.subscription.renewsAt).not.toBeNull()
    expect(billing.history[0]).toMatchObject({ planId: 'premium', period: 'yearly', amount: 9590 })
    expect(billing.paymentMethods).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', primary: true }),
    ])
    // What the Billing tab reads next is the same state.
    expect(await billingOf(token)).toEqual(billing)
    const stored = JSON.stringify(
      (await getDb()).paymentMethods.findMany((q) => q.where({ userId: user.id })),
    )
    expect(stored).not.toContain('4242424242424242')
    expect(stored).not.toContain('123"')
  })

  it('reuses a stored card rather than adding it twice, and takes PayPal without a card', async () => {
    const { token } = await given.user()
    await call('POST', '/api/account/billing/subscribe', {
      token,
      body: subscribe({ period: 'monthly' }),
    })
    const again = await call('POST', '/api/account/billing/subscribe', { token, body: subscribe() })
    expect(billingResponseSchema.parse(again.json).paymentMethods).toHaveLength(1)

    const other = await given.user()
    const paypal = await call('POST', '/api/account/billing/subscribe', {
      token: other.token,
      body: subscribe({ planId: 'starter', payment: { method: 'paypal' } }),
    })
    expect(paypal.status).toBe(201)
    const billing = billingResponseSchema.parse(paypal.json)
    expect(billing.subscription.planId).toBe('starter')
    expect(billing.paymentMethods).toEqual([])
  })

  it('answers field messages and writes nothing for a bad card or missing details', async () => {
    const { token } = await given.user()
    const bad = await call('POST', '/api/account/billing/subscribe', {
      token,
      body: subscribe({
        billing: { ...BILLING, name: '', phoneNumber: '', street: '' },
        payment: { method: 'card', card: { ...CARD, number: '4242 4242 4242 4241', cvv: '1' } },
      }),
    })
    expect(bad.status).toBe(400)
    expect(errorsOf(bad)).toMatchObject({
      'billing.name': 'This field is required',
      'billing.phoneNumber': 'Enter a phone number',
      'billing.street': 'Enter the street and number',
      'payment.card.number': 'Enter a valid card number',
      'payment.card.cvv': 'The security code has 3 or 4 digits',
    })
    const expired = await call('POST', '/api/account/billing/subscribe', {
      token,
      body: subscribe({ payment: { method: 'card', card: { ...CARD, expiry: '01/20' } } }),
    })
    expect(errorsOf(expired)).toEqual({ 'payment.card.expiry': 'This card has expired' })
    const unpaid = await call('POST', '/api/account/billing/subscribe', {
      token,
      body: subscribe({ payment: null }),
    })
    expect(unpaid.status).toBe(400)
    expect(errorsOf(unpaid)).toEqual({ payment: 'Add a card before choosing a paid plan' })
    const billing = await billingOf(token)
    expect(billing.subscription.planId).toBe('basic')
    expect(billing.history).toEqual([])
    expect(billing.paymentMethods).toEqual([])
  })

  it('refuses the plan one is already on, in the request language', async () => {
    const token = await login()
    const answer = await call('POST', '/api/account/billing/subscribe', {
      token,
      body: subscribe(),
      language: 'fr',
    })
    expect(answer.status).toBe(400)
    expect(answer.json.message).toBe('Vous avez déjà cette offre et cette périodicité')
  })

  it('needs a session, and the free plan needs no payment', async () => {
    expect(
      (await call('POST', '/api/account/billing/subscribe', { body: subscribe() })).status,
    ).toBe(401)
    const { token } = await given.user()
    await call('POST', '/api/account/billing/subscribe', { token, body: subscribe() })
    const free = await call('POST', '/api/account/billing/subscribe', {
      token,
      body: subscribe({ planId: 'basic', payment: null }),
    })
    expect(free.status).toBe(201)
    expect(billingResponseSchema.parse(free.json).subscription).toMatchObject({
      planId: 'basic',
      renewsAt: null,
    })
  })

  it('is rate-limited per account, refused tries included', async () => {
    const { limit } = mockConfig.rateLimits.subscribePerAccount
    const { token } = await given.user()
    for (let i = 0; i < limit; i += 1) {
      const answer = await call('POST', '/api/account/billing/subscribe', {
        token,
        body: subscribe({ payment: null }),
      })
      expect(answer.status).toBe(400)
    }
    const limited = await call('POST', '/api/account/billing/subscribe', {
      token,
      body: subscribe(),
    })
    expect(limited.status).toBe(429)
    expect(limited.json.retryAfter).toBeGreaterThan(0)
    expect((await billingOf(token)).subscription.planId).toBe('basic')
  })
})

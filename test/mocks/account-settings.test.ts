/** The account page's tabs on the mock API: social links, notification settings and billing. */
import { describe, expect, it } from 'vitest'
import {
  billingResponseSchema,
  notificationSettingsBodySchema,
  PLANS,
  type NotificationSettings,
} from '@/lib/api/schemas/account'
import { cardBrand, nextInvoiceNumber, renewalDate } from '../../mocks/areas/account/billing-rules'
import { getDb } from '../../mocks/db/database'
import { call, errorsOf, login } from './client'
import { given } from './given'

const VISA = '4242 4242 4242 4242'
const MASTERCARD = '5555555555554444'
const AMEX = '378282246310005'
const card = (overrides: Record<string, unknown> = {}) => ({
  card: {
    holder: 'Mina Park',
    number: VISA,
    expiry: '12/39',
    cvv: '123',
    primary: false,
    ...overrides,
  },
})

const billing = async (token: string) => {
  const answer = await call('GET', '/api/account/billing', { token })
  expect(answer.status).toBe(200)
  return billingResponseSchema.parse(answer.json)
}

describe('billing rules', () => {
  it('tells the brand from the number', () => {
    expect(cardBrand('4242424242424242')).toBe('visa')
    expect(cardBrand(MASTERCARD)).toBe('mastercard')
    expect(cardBrand('2223003122003222')).toBe('mastercard')
    expect(cardBrand(AMEX)).toBe('amex')
    expect(cardBrand('6011111111111117')).toBe('other')
  })

  it('renews a month or a year ahead, keeping to the month’s last day', () => {
    const jan31 = new Date(Date.UTC(2027, 0, 31, 10))
    expect(renewalDate(jan31, 'monthly').toISOString()).toBe('2027-02-28T10:00:00.000Z')
    expect(renewalDate(jan31, 'yearly').toISOString()).toBe('2028-01-31T10:00:00.000Z')
  })

  it('numbers invoices one past the highest in use', () => {
    expect(nextInvoiceNumber([])).toBe('INV-1990')
    expect(nextInvoiceNumber(['INV-1990', 'INV-2004', 'junk'])).toBe('INV-2005')
  })
})

describe('POST /api/account/social', () => {
  it('stores https addresses on each network’s host and answers the user', async () => {
    const { token } = await given.user()
    const socials = {
      facebook: 'https://www.facebook.com/mina.park',
      instagram: '',
      linkedin: 'https://linkedin.com/in/minapark',
      x: 'https://x.com/minapark',
    }
    const answer = await call('POST', '/api/account/social', { token, body: { socials } })
    expect(answer.status).toBe(200)
    expect((answer.json.user as { socials: unknown }).socials).toEqual(socials)
    const me = await call('GET', '/api/account/my-account', { token })
    expect((me.json.user as { socials: unknown }).socials).toEqual(socials)
  })

  it('refuses another host or plain http next to the field, storing nothing', async () => {
    const { token, user } = await given.user()
    const answer = await call('POST', '/api/account/social', {
      token,
      body: {
        socials: {
          facebook: 'https://evil.example/facebook.com',
          instagram: 'http://instagram.com/mina',
          linkedin: 'javascript:alert(1)',
          x: '',
        },
      },
    })
    expect(answer.status).toBe(400)
    const url = 'Enter a full https address on this network'
    expect(errorsOf(answer)).toEqual({ facebook: url, instagram: url, linkedin: url })
    const db = await getDb()
    expect(db.users.findFirst((q) => q.where({ id: user.id }))?.socials).toEqual(user.socials)
  })

  it('needs a token', async () => {
    const body = { socials: { facebook: '', instagram: '', linkedin: '', x: '' } }
    expect((await call('POST', '/api/account/social', { body })).status).toBe(401)
  })
})

describe('notification settings', () => {
  it('answers the defaults until saved, then what was saved, to its owner only', async () => {
    const { token } = await given.user()
    const first = await call('GET', '/api/account/notification-settings', { token })
    expect(first.status).toBe(200)
    const { settings } = notificationSettingsBodySchema.parse(first.json)
    const changed: NotificationSettings = {
      email: { ...settings.email, follows: !settings.email.follows },
      app: { ...settings.app, news: !settings.app.news },
    }
    const saved = await call('POST', '/api/account/notification-settings', {
      token,
      body: { settings: changed },
    })
    expect(saved.status).toBe(200)
    const again = await call('GET', '/api/account/notification-settings', { token })
    expect(again.json).toEqual({ settings: changed })
    const other = await call('GET', '/api/account/notification-settings', {
      token: (await given.user()).token,
    })
    expect(other.json).toEqual({ settings })
  })

  it('refuses a malformed body with 400', async () => {
    const { token } = await given.user()
    const answer = await call('POST', '/api/account/notification-settings', {
      token,
      body: { settings: { email: { comments: 'yes' }, app: {} } },
    })
    expect(answer.status).toBe(400)
    expect((await call('GET', '/api/account/notification-settings')).status).toBe(401)
  })
})

describe('GET /api/account/billing', () => {
  it('shows the seeded admin’s plan, cards and history; a new user is on the free plan', async () => {
    const admin = await billing(await login())
    expect(admin.subscription.planId).toBe('premium')
    expect(admin.paymentMethods.filter((m) => m.primary)).toHaveLength(1)
    expect(admin.history.length).toBeGreaterThan(0)
    const { token } = await given.user()
    expect(await billing(token)).toEqual({
      subscription: { planId: 'basic', period: 'monthly', renewsAt: null },
      paymentMethods: [],
      history: [],
    })
    expect((await call('GET', '/api/account/billing')).status).toBe(401)
  })
})

describe('POST /api/account/billing/cards/new', () => {
  it('keeps the brand, last four, holder and expiry only; the first card is primary', async () => {
    const { token, user } = await given.user()
    const answer = await call('POST', '/api/account/billing/cards/new', { token, body: card() })
    expect(answer.status).toBe(201)
    const { paymentMethods } = billingResponseSchema.parse(answer.json)
    expect(paymentMethods).toEqual([
      {
        id: expect.any(String) as string,
        brand: 'visa',
        last4: '4242',
        holder: 'Mina Park',
        expiry: '12/39',
        primary: true,
      },
    ])
    const db = await getDb()
    const records = db.paymentMethods.findMany((q) => q.where({ userId: user.id }))
    expect(JSON.stringify(records)).not.toContain('4242424242424242')
    // The security code is not kept under any name (a search for "123" in the whole record
    // also matched random ids and timestamps now and then).
    for (const record of records) {
      expect(Object.keys(record)).not.toEqual(expect.arrayContaining(['cvv']))
      expect(Object.values(record)).not.toContain('123')
    }
    const second = await call('POST', '/api/account/billing/cards/new', {
      token,
      body: card({ number: MASTERCARD }),
    })
    expect(
      billingResponseSchema.parse(second.json).paymentMethods.map((m) => [m.brand, m.primary]),
    ).toEqual([
      ['visa', true],
      ['mastercard', false],
    ])
  })

  it('answers field messages for a bad number, a past expiry and a bad CVC', async () => {
    const { token } = await given.user()
    const answer = await call('POST', '/api/account/billing/cards/new', {
      token,
      body: card({ number: '4242 4242 4242 4241', expiry: '01/20', cvv: '1' }),
    })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer)).toMatchObject({
      number: 'Enter a valid card number',
      cvv: 'The security code has 3 or 4 digits',
    })
    const expired = await call('POST', '/api/account/billing/cards/new', {
      token,
      body: card({ expiry: '01/20' }),
    })
    expect(errorsOf(expired)).toEqual({ expiry: 'This card has expired' })
    expect((await billing(token)).paymentMethods).toEqual([])
  })

  it('stores at most five cards', async () => {
    const { token } = await given.user()
    for (let i = 0; i < 5; i += 1)
      expect(
        (await call('POST', '/api/account/billing/cards/new', { token, body: card() })).status,
      ).toBe(201)
    const sixth = await call('POST', '/api/account/billing/cards/new', { token, body: card() })
    expect(sixth.status).toBe(413)
    expect((await billing(token)).paymentMethods).toHaveLength(5)
  })
})

describe('POST /api/account/billing/plan', () => {
  it('needs a card for a paid plan', async () => {
    const { token } = await given.user()
    const answer = await call('POST', '/api/account/billing/plan', {
      token,
      body: { planId: 'starter', period: 'monthly' },
    })
    expect(answer.status).toBe(400)
    expect(answer.json.message).toBe('Add a card before choosing a paid plan')
    expect((await billing(token)).subscription.planId).toBe('basic')
  })

  it('bills a paid plan once: a history row with the plan’s price and a renewal date', async () => {
    const { token } = await given.user()
    await call('POST', '/api/account/billing/cards/new', { token, body: card() })
    const before = Date.now()
    const answer = await call('POST', '/api/account/billing/plan', {
      token,
      body: { planId: 'premium', period: 'yearly' },
    })
    expect(answer.status).toBe(200)
    const { subscription, history } = billingResponseSchema.parse(answer.json)
    expect(subscription.planId).toBe('premium')
    const renews = new Date(subscription.renewsAt ?? 0).getTime()
    expect(renews - before).toBeGreaterThan(364 * 86_400_000)
    expect(renews - before).toBeLessThan(367 * 86_400_000)
    expect(history).toEqual([
      {
        id: expect.any(String) as string,
        number: expect.stringMatching(/^INV-\d+$/) as string,
        createdAt: expect.any(String) as string,
        amount: PLANS[2].yearly,
        planId: 'premium',
        period: 'yearly',
      },
    ])
    // The same choice again charges nothing more.
    await call('POST', '/api/account/billing/plan', {
      token,
      body: { planId: 'premium', period: 'yearly' },
    })
    expect((await billing(token)).history).toHaveLength(1)
    const free = await call('POST', '/api/account/billing/plan', {
      token,
      body: { planId: 'basic', period: 'monthly' },
    })
    expect(billingResponseSchema.parse(free.json).subscription.renewsAt).toBeNull()
  })

  it('refuses an unknown plan', async () => {
    const { token } = await given.user()
    const answer = await call('POST', '/api/account/billing/plan', {
      token,
      body: { planId: 'gold', period: 'weekly' },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(errorsOf(answer)).sort()).toEqual(['period', 'planId'])
  })
})

describe('cards: delete and primary', () => {
  it('keeps the primary card while on a paid plan; another can become primary', async () => {
    const { token } = await given.user()
    await call('POST', '/api/account/billing/cards/new', { token, body: card() })
    await call('POST', '/api/account/billing/cards/new', { token, body: card({ number: AMEX }) })
    await call('POST', '/api/account/billing/plan', {
      token,
      body: { planId: 'starter', period: 'monthly' },
    })
    const [visa, amex] = (await billing(token)).paymentMethods
    const refused = await call('POST', '/api/account/billing/cards/delete', {
      token,
      body: { paymentMethodId: visa!.id },
    })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toMatch(/primary/i)
    const primary = await call('POST', '/api/account/billing/cards/primary', {
      token,
      body: { paymentMethodId: amex!.id },
    })
    expect(
      billingResponseSchema.parse(primary.json).paymentMethods.map((m) => [m.brand, m.primary]),
    ).toEqual([
      ['visa', false],
      ['amex', true],
    ])
    const deleted = await call('POST', '/api/account/billing/cards/delete', {
      token,
      body: { paymentMethodId: visa!.id },
    })
    expect(deleted.status).toBe(200)
    expect(billingResponseSchema.parse(deleted.json).paymentMethods.map((m) => m.brand)).toEqual([
      'amex',
    ])
  })

  it('on the free plan, deleting the primary card hands primary to the oldest left', async () => {
    const { token } = await given.user()
    await call('POST', '/api/account/billing/cards/new', { token, body: card() })
    await call('POST', '/api/account/billing/cards/new', { token, body: card({ number: AMEX }) })
    const [visa] = (await billing(token)).paymentMethods
    const answer = await call('POST', '/api/account/billing/cards/delete', {
      token,
      body: { paymentMethodId: visa!.id },
    })
    expect(billingResponseSchema.parse(answer.json).paymentMethods).toMatchObject([
      { brand: 'amex', primary: true },
    ])
  })

  it('cannot touch another account’s card (404)', async () => {
    const owner = await given.user()
    await call('POST', '/api/account/billing/cards/new', { token: owner.token, body: card() })
    const [mine] = (await billing(owner.token)).paymentMethods
    const { token } = await given.user()
    for (const verb of ['delete', 'primary'])
      expect(
        (
          await call('POST', `/api/account/billing/cards/${verb}`, {
            token,
            body: { paymentMethodId: mine!.id },
          })
        ).status,
      ).toBe(404)
    expect((await billing(owner.token)).paymentMethods).toHaveLength(1)
  })
})

describe('POST /api/account/profile/update with an avatar', () => {
  it('stores an upload larger than the default body limit and serves it back', async () => {
    const { token, user } = await given.user()
    // A PNG signature followed by ~200 KB: over the 64 KB default, under the 1 MB avatar cap.
    const bytes = new Uint8Array(200_000)
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const avatarUrl = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`
    const answer = await call('POST', '/api/account/profile/update', {
      token,
      body: {
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: '',
        country: '',
        city: '',
        address: '',
        zipCode: '',
        about: '',
        isPublic: true,
        state: 'Ontario',
        company: 'Northwind',
        jobTitle: 'Designer',
        avatarUrl,
      },
    })
    expect(answer.status).toBe(200)
    const saved = answer.json.user as Record<string, string>
    expect(saved).toMatchObject({ state: 'Ontario', company: 'Northwind', jobTitle: 'Designer' })
    expect(saved.avatarUrl).toMatch(/^\/api\/users\/avatar\//)
    const image = await fetch(`http://localhost${saved.avatarUrl}`)
    expect(image.status).toBe(200)
    expect((await image.arrayBuffer()).byteLength).toBe(200_000)
  })
})

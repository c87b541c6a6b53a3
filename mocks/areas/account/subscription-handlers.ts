/**
 * The public plan catalogue and the subscription bought on /payment (docs/api.md, "Billing").
 * The subscribe call is the caller's own (no user id is sent), rate-limited per account since
 * each try checks a card, and keeps of the card only what a statement shows: brand and last four.
 */
import { http, HttpResponse } from 'msw'
import { MAX_PAYMENT_METHODS } from '@/lib/api/schemas/account'
import { subscribeBodySchema } from '@/lib/api/schemas/billing'
import { mockConfig } from '../../config'
import type { Database } from '../../db/database'
import { ensureRoom } from '../../lib/limits'
import { readJson, route } from '../../lib/http'
import { createLimiter, registerLimiter } from '../../lib/rate-limit'
import { cardBrand, ensureCanSubscribe } from './billing-rules'
import { applyPlan, billingOf, cardsOf, makePrimary, subscriptionOf } from './billing-store'
import { PLAN_CATALOGUE } from './plans'
import { newPaymentMethod } from './records'

/** Every try counts, refused ones included: a card-testing loop stops at the limit. */
const subscribeLimiter = registerLimiter(
  createLimiter(() => mockConfig.rateLimits.subscribePerAccount),
)

interface PayingCard {
  number: string
  holder: string
  expiry: string
}

/** The paying card becomes the primary one: an identical stored card is reused, else added. */
async function storePayingCard(db: Database, userId: string, card: PayingCard) {
  const brand = cardBrand(card.number)
  const last4 = card.number.slice(-4)
  const cards = cardsOf(db, userId)
  const same = cards.find(
    (stored) => stored.brand === brand && stored.last4 === last4 && stored.expiry === card.expiry,
  )
  if (same) return makePrimary(db, userId, same.id)
  ensureRoom(cards.length, MAX_PAYMENT_METHODS)
  // The number and the CVC end here.
  const stored = await db.paymentMethods.create(
    newPaymentMethod({
      userId,
      brand,
      last4,
      holder: card.holder,
      expiry: card.expiry,
      primary: false,
    }),
  )
  await makePrimary(db, userId, stored.id)
}

export const subscriptionHandlers = [
  http.get(
    '*/api/billing/plans',
    route.public(() => HttpResponse.json({ plans: PLAN_CATALOGUE })),
  ),

  http.post(
    '*/api/account/billing/subscribe',
    route.authed(async ({ request, db, user }) => {
      subscribeLimiter.take(user.email.toLowerCase())
      const { planId, period, payment } = await readJson(request, subscribeBodySchema)
      ensureCanSubscribe(
        { planId, period, hasPayment: payment !== null },
        subscriptionOf(db, user.id),
      )
      if (payment?.method === 'card') await storePayingCard(db, user.id, payment.card)
      await applyPlan(db, user.id, { planId, period })
      return HttpResponse.json(billingOf(db, user.id), { status: 201 })
    }),
  ),
]

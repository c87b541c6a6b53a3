/**
 * The account page's tabs: social links, notification settings and billing (plan, cards,
 * history). Every call reads and writes the caller's own rows only: there is no id of another
 * user to send, and a card id of someone else's is a 404.
 */
import { http, HttpResponse } from 'msw'
import {
  addCardBodySchema,
  cardIdBodySchema,
  changePlanBodySchema,
  MAX_PAYMENT_METHODS,
  notificationSettingsBodySchema,
  updateSocialsBodySchema,
} from '@/lib/api/schemas/account'
import type { Database } from '../../db/database'
import { notFound } from '../../lib/errors'
import { ensureRoom } from '../../lib/limits'
import { readJson, route } from '../../lib/http'
import { toPublicUser } from '../../lib/people'
import { cardBrand, ensureCanChoosePlan, ensureCanDeleteCard, isPaid } from './billing-rules'
import { applyPlan, billingOf, cardsOf, makePrimary, subscriptionOf } from './billing-store'
import { DEFAULT_NOTIFICATION_SETTINGS, newPaymentMethod } from './records'

/** The user's card by id, or 404 (someone else's card is not found either). */
function cardOf(db: Database, userId: string, id: string) {
  return db.paymentMethods.findFirst((q) => q.where({ id, userId })) ?? notFound()
}

export const settingsHandlers = [
  http.post(
    '*/api/account/social',
    route.authed(async ({ request, db, user }) => {
      const { socials } = await readJson(request, updateSocialsBodySchema, { unwrap: 'socials' })
      const updated = await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.socials = socials
        },
      })
      return HttpResponse.json({ user: toPublicUser(updated ?? user) })
    }),
  ),

  http.get(
    '*/api/account/notification-settings',
    route.authed(({ db, user }) => {
      const stored = db.notificationSettings.findFirst((q) => q.where({ userId: user.id }))
      const { email, app } = stored ?? DEFAULT_NOTIFICATION_SETTINGS
      return HttpResponse.json({ settings: { email, app } })
    }),
  ),

  http.post(
    '*/api/account/notification-settings',
    route.authed(async ({ request, db, user }) => {
      const { settings } = await readJson(request, notificationSettingsBodySchema, {
        unwrap: 'settings',
      })
      const updated = await db.notificationSettings.update((q) => q.where({ userId: user.id }), {
        data(draft) {
          draft.email = settings.email
          draft.app = settings.app
        },
      })
      if (!updated)
        await db.notificationSettings.create({
          id: `settings-${user.id}`,
          userId: user.id,
          ...settings,
        })
      return HttpResponse.json({ settings })
    }),
  ),

  http.get(
    '*/api/account/billing',
    route.authed(({ db, user }) => HttpResponse.json(billingOf(db, user.id))),
  ),

  http.post(
    '*/api/account/billing/plan',
    route.authed(async ({ request, db, user }) => {
      const { planId, period } = await readJson(request, changePlanBodySchema)
      ensureCanChoosePlan(planId, cardsOf(db, user.id).length)
      const current = subscriptionOf(db, user.id)
      // Choosing the plan one is already on is not a new purchase.
      if (current.planId === planId && (current.period === period || !isPaid(planId)))
        return HttpResponse.json(billingOf(db, user.id))
      await applyPlan(db, user.id, { planId, period })
      return HttpResponse.json(billingOf(db, user.id))
    }),
  ),

  http.post(
    '*/api/account/billing/cards/new',
    route.authed(async ({ request, db, user }) => {
      const { card } = await readJson(request, addCardBodySchema, { unwrap: 'card' })
      const cards = cardsOf(db, user.id)
      ensureRoom(cards.length, MAX_PAYMENT_METHODS)
      // Only what a statement shows is kept: the number and the CVC end here.
      const stored = await db.paymentMethods.create(
        newPaymentMethod({
          userId: user.id,
          brand: cardBrand(card.number),
          last4: card.number.slice(-4),
          holder: card.holder,
          expiry: card.expiry,
          primary: false,
        }),
      )
      // The first card pays; a later one only when asked.
      if (card.primary || cards.length === 0) await makePrimary(db, user.id, stored.id)
      return HttpResponse.json(billingOf(db, user.id), { status: 201 })
    }),
  ),

  http.post(
    '*/api/account/billing/cards/delete',
    route.authed(async ({ request, db, user }) => {
      const { paymentMethodId } = await readJson(request, cardIdBodySchema)
      const card = cardOf(db, user.id, paymentMethodId)
      ensureCanDeleteCard(card, subscriptionOf(db, user.id).planId)
      db.paymentMethods.delete((q) => q.where({ id: card.id }))
      // Whoever still has cards keeps one primary: the oldest takes over.
      const [oldest] = cardsOf(db, user.id)
      if (card.primary && oldest) await makePrimary(db, user.id, oldest.id)
      return HttpResponse.json(billingOf(db, user.id))
    }),
  ),

  http.post(
    '*/api/account/billing/cards/primary',
    route.authed(async ({ request, db, user }) => {
      const { paymentMethodId } = await readJson(request, cardIdBodySchema)
      const card = cardOf(db, user.id, paymentMethodId)
      await makePrimary(db, user.id, card.id)
      return HttpResponse.json(billingOf(db, user.id))
    }),
  ),
]

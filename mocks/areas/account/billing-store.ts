/**
 * Reads and writes of the billing state shared by the account tab's calls and the subscribe
 * call of /payment: one answer (`billingOf`), one way to move a plan (`applyPlan`).
 */
import type { BillingPeriod, BillingResponse, PlanId } from '@/lib/api/schemas/account'
import type { Database } from '../../db/database'
import { isPaid, nextInvoiceNumber, planPrice, renewalDate } from './billing-rules'

export const cardsOf = (db: Database, userId: string) =>
  db.paymentMethods.findMany((q) => q.where({ userId }), { orderBy: { createdAt: 'asc' } })

export const subscriptionOf = (db: Database, userId: string) =>
  db.subscriptions.findFirst((q) => q.where({ userId })) ?? {
    planId: 'basic' as const,
    period: 'monthly' as const,
    renewsAt: null,
  }

export function billingOf(db: Database, userId: string): BillingResponse {
  const { planId, period, renewsAt } = subscriptionOf(db, userId)
  return {
    subscription: { planId, period, renewsAt },
    paymentMethods: cardsOf(db, userId).map(({ id, brand, last4, holder, expiry, primary }) => ({
      id,
      brand,
      last4,
      holder,
      expiry,
      primary,
    })),
    history: db.billingHistory
      .findMany((q) => q.where({ userId }), { orderBy: { createdAt: 'desc' } })
      .map(({ userId: _userId, ...row }) => row),
  }
}

export async function makePrimary(db: Database, userId: string, id: string) {
  await db.paymentMethods.updateMany((q) => q.where({ userId }), {
    data(draft) {
      draft.primary = draft.id === id
    },
  })
}

/**
 * Puts the user on `planId` for `period`: the renewal a period ahead (none on the free plan) and,
 * for a paid plan, a history row charging the period's price.
 */
export async function applyPlan(
  db: Database,
  userId: string,
  { planId, period }: { planId: PlanId; period: BillingPeriod },
  now = new Date(),
) {
  const renewsAt = isPaid(planId) ? renewalDate(now, period).toISOString() : null
  const stored = await db.subscriptions.update((q) => q.where({ userId }), {
    data(draft) {
      draft.planId = planId
      draft.period = period
      draft.renewsAt = renewsAt
    },
  })
  if (!stored)
    await db.subscriptions.create({
      id: `subscription-${userId}`,
      userId,
      planId,
      period,
      renewsAt,
    })
  if (isPaid(planId))
    await db.billingHistory.create({
      id: `bill-${crypto.randomUUID()}`,
      userId,
      number: nextInvoiceNumber(db.billingHistory.all().map((row) => row.number)),
      createdAt: now.toISOString(),
      amount: planPrice(planId, period),
      planId,
      period,
    })
}

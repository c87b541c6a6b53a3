/**
 * The caller's own banking (docs/api.md, "Banking"): every call reads or writes the signed-in
 * person's account only; nobody, administrators included, reads another's. Transfers and the
 * card number are rate-limited per account.
 */
import { http, HttpResponse } from 'msw'
import { transactionsQuerySchema, transferBodySchema } from '@/lib/api/schemas/banking'
import { periodQuerySchema } from '@/lib/api/schemas/dashboards'
import { queryInt } from '@/lib/api/schemas/common'
import { z } from 'zod/mini'
import { mockConfig } from '../../config'
import { invalid, notFound } from '../../lib/errors'
import { readJson, readQuery, route } from '../../lib/http'
import { createLimiter, registerLimiter } from '../../lib/rate-limit'
import { displayNameOf } from '../../lib/people'
import { periodOf } from '../../lib/period'
import { bankingSummary, expenseCategories } from './figures'
import {
  balanceAt,
  contactsOf,
  ensureAccount,
  newTransactionId,
  rowsOf,
  toTransaction,
  trimLedger,
} from './ledger'

const limiters = {
  transfer: registerLimiter(createLimiter(() => mockConfig.rateLimits.bankTransfersPerAccount)),
  cardNumber: registerLimiter(createLimiter(() => mockConfig.rateLimits.cardNumberPerAccount)),
}

const pageQuerySchema = z.extend(transactionsQuerySchema, {
  page: z._default(queryInt({ min: 1 }), 1),
  size: z._default(queryInt({ min: 1, max: 100 }), 10),
})
const limitQuerySchema = z.object({ limit: z._default(queryInt({ min: 1, max: 50 }), 12) })

const period = (request: Request) => periodOf(readQuery(request, periodQuerySchema))

export const bankingHandlers = [
  http.get(
    '*/api/banking/summary',
    route.authed(({ request, db, user }) =>
      HttpResponse.json(bankingSummary(db, user.id, period(request))),
    ),
  ),
  http.get(
    '*/api/banking/expense-categories',
    route.authed(({ request, db, user }) =>
      HttpResponse.json(expenseCategories(db, user.id, period(request))),
    ),
  ),
  http.get(
    '*/api/banking/transactions',
    route.authed(({ request, db, user }) => {
      const { type, category, page, size } = readQuery(request, pageQuerySchema)
      const rows = rowsOf(db, user.id).filter(
        (row) => (!type || row.type === type) && (!category || row.category === category),
      )
      return HttpResponse.json({
        rows: rows.slice((page - 1) * size, page * size).map((row) => toTransaction(db, row)),
        total: rows.length,
        page,
        size,
      })
    }),
  ),
  http.get(
    '*/api/banking/card',
    route.authed(({ db, user }) => {
      const card = db.bankCards.findFirst((q) => q.where({ userId: user.id }))
      if (!card) notFound()
      const { number, userId: _userId, ...shown } = card
      return HttpResponse.json({ card: { ...shown, last4: number.slice(-4) } })
    }),
  ),
  // A POST, so the whole number is never in a URL, a log or a cache.
  http.post(
    '*/api/banking/card/number',
    route.authed(({ db, user }) => {
      limiters.cardNumber.take(user.id)
      const card = db.bankCards.findFirst((q) => q.where({ userId: user.id }))
      if (!card) notFound()
      return HttpResponse.json({ number: card.number })
    }),
  ),
  http.get(
    '*/api/banking/contacts',
    route.authed(({ request, db, user }) =>
      HttpResponse.json({
        contacts: contactsOf(db, user.id, readQuery(request, limitQuerySchema).limit),
      }),
    ),
  ),
  http.post(
    '*/api/banking/transfer',
    route.authed(async ({ request, db, user }) => {
      limiters.transfer.take(user.id)
      const body = await readJson(request, transferBodySchema)
      // The same transfer sent again (a retry, a double click) is answered, not made twice.
      const made = db.bankTransactions.findFirst((q) =>
        q.where({ userId: user.id, clientId: body.clientId }),
      )
      if (made)
        return HttpResponse.json({
          transaction: toTransaction(db, made),
          balance: balanceAt(db, user.id),
        })
      const recipient = db.users.findFirst((q) => q.where({ id: body.contactId }))
      if (!recipient || recipient.id === user.id || recipient.status !== 'active')
        invalid({ contactId: 'contact_invalid' })
      if (body.amount > balanceAt(db, user.id)) invalid({ amount: 'insufficient_funds' })

      const at = new Date().toISOString()
      await ensureAccount(db, user.id)
      await ensureAccount(db, recipient.id)
      const sent = await db.bankTransactions.create({
        id: newTransactionId(),
        userId: user.id,
        at,
        amount: -body.amount,
        type: 'expense',
        category: 'transfer',
        counterparty: { name: displayNameOf(recipient), userId: recipient.id },
        note: body.note,
        status: 'completed',
        clientId: body.clientId,
      })
      await db.bankTransactions.create({
        id: newTransactionId(),
        userId: recipient.id,
        at,
        amount: body.amount,
        type: 'income',
        category: 'transfer',
        counterparty: { name: displayNameOf(user), userId: user.id },
        note: body.note,
        status: 'completed',
        clientId: null,
      })
      await trimLedger(db, user.id)
      await trimLedger(db, recipient.id)
      return HttpResponse.json(
        { transaction: toTransaction(db, sent), balance: balanceAt(db, user.id) },
        { status: 201 },
      )
    }),
  ),
]

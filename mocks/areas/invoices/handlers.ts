/**
 * Invoices (docs/api.md, "Invoices"): every signed-in user reads them; only admins write (403
 * `admin_only`). Writes run one at a time (the route's write lock), so a number checked free is
 * still free when stored.
 */
import { http, HttpResponse } from 'msw'
import {
  createInvoiceBodySchema,
  deleteInvoicesBodySchema,
  invoiceIdBodySchema,
  invoiceListQuerySchema,
  invoicePartiesQuerySchema,
  invoiceQuerySchema,
  invoiceStatusBodySchema,
  updateInvoiceBodySchema,
} from '@/lib/api/schemas/invoices'
import type { Database } from '../../db/database'
import { invalid, notFound } from '../../lib/errors'
import { readJson, readQuery, route } from '../../lib/http'
import { COLLECTION_LIMITS, ensureRoom } from '../../lib/limits'
import { displayNameOf, matchesPerson, type UserRecord } from '../../lib/people'
import { listQueryErrors, queryInvoices } from './list'
import { newEvent, newInvoiceId, type InvoiceRecord } from './records'
import { ensureNumberFree, fieldsOf, nextInvoiceNumber, withEvent } from './rules'
import { partyOfUser, toInvoice, toRows } from './view'

const find = (db: Database, id: string) => db.invoices.findFirst((q) => q.where({ id }))

const numbersOf = (db: Database) => db.invoices.all().map((invoice) => invoice.number)

/** Whom the signed-in user can bill from: themselves (their company), then their address book. */
function sendersOf(db: Database, user: UserRecord) {
  const own = partyOfUser(user)
  const book = db.addresses
    .findMany((q) => q.where({ userId: user.id }))
    .sort((a, b) => Number(b.primary) - Number(a.primary))
    .map((address) => ({
      userId: user.id,
      name: address.name,
      company: user.company,
      email: user.email,
      phoneNumber: address.phoneNumber,
      address: [
        address.street,
        [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        address.country,
      ]
        .filter(Boolean)
        .join('\n'),
    }))
  return [own, ...book].map((party) => ({ ...party, avatarUrl: user.avatarUrl }))
}

export const invoiceHandlers = [
  http.get(
    '*/api/invoices/list',
    route.authed(({ request, db }) => {
      const query = readQuery(request, invoiceListQuerySchema)
      const errors = listQueryErrors(query)
      if (Object.keys(errors).length > 0) invalid(errors)
      const { rows, ...page } = queryInvoices(db.invoices.all(), query)
      return HttpResponse.json({ rows: toRows(db, rows), ...page })
    }),
  ),

  http.get(
    '*/api/invoices/invoice',
    route.authed(({ request, db }) => {
      const { id } = readQuery(request, invoiceQuerySchema)
      const record = find(db, id)
      if (!record) notFound()
      return HttpResponse.json({ invoice: toInvoice(db, record) })
    }),
  ),

  http.get(
    '*/api/invoices/next-number',
    route.authed(({ db }) => HttpResponse.json({ number: nextInvoiceNumber(numbersOf(db)) })),
  ),

  http.get(
    '*/api/invoices/parties',
    route.authed(({ request, db, user }) => {
      const { search } = readQuery(request, invoicePartiesQuerySchema)
      const customers = db.users
        .all()
        .filter(
          (person) =>
            person.status !== 'banned' &&
            person.status !== 'rejected' &&
            matchesPerson(person, search),
        )
        .sort((a, b) => displayNameOf(a).localeCompare(displayNameOf(b)))
        .slice(0, 20)
        .map((person) => ({ ...partyOfUser(person), avatarUrl: person.avatarUrl }))
      return HttpResponse.json({ senders: sendersOf(db, user), customers })
    }),
  ),

  http.post(
    '*/api/invoices/invoice/new',
    route.admin(async ({ request, db, user }) => {
      const { invoice: input, send } = await readJson(request, createInvoiceBodySchema)
      ensureRoom(db.invoices.all().length, COLLECTION_LIMITS.invoices)
      const number = input.number ?? nextInvoiceNumber(numbersOf(db))
      ensureNumberFree(db.invoices.all(), number, null)
      const fields = fieldsOf(input)
      const by = displayNameOf(user)
      const now = new Date().toISOString()
      // Sending a draft issues it: it waits for payment from then on.
      const status = send && fields.status === 'draft' ? 'pending' : fields.status
      let history = [newEvent('created', fields.status, by, now)]
      if (send) history = withEvent(history, newEvent('sent', status, by, now))
      const record = await db.invoices.create({
        ...fields,
        id: newInvoiceId(),
        number,
        status,
        sentCount: send ? 1 : 0,
        history,
        createdAt: now,
        updatedAt: now,
      })
      return HttpResponse.json({ invoice: toInvoice(db, record) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/invoices/invoice/update',
    route.admin(async ({ request, db, user }) => {
      const { id, invoice: input } = await readJson(request, updateInvoiceBodySchema)
      const existing = find(db, id)
      if (!existing) notFound()
      const number = input.number ?? existing.number
      ensureNumberFree(db.invoices.all(), number, id)
      const fields = fieldsOf(input)
      const event =
        fields.status !== existing.status
          ? newEvent('status', fields.status, displayNameOf(user))
          : newEvent('edited', fields.status, displayNameOf(user))
      const updated = await db.invoices.update((q) => q.where({ id }), {
        data(draft) {
          Object.assign(draft, fields, { number, updatedAt: event.at })
          draft.history = withEvent(draft.history, event)
        },
      })
      if (!updated) notFound()
      return HttpResponse.json({ invoice: toInvoice(db, updated) })
    }),
  ),

  http.post(
    '*/api/invoices/invoice/duplicate',
    route.admin(async ({ request, db, user }) => {
      const { id } = await readJson(request, invoiceIdBodySchema)
      const existing = find(db, id)
      if (!existing) notFound()
      ensureRoom(db.invoices.all().length, COLLECTION_LIMITS.invoices)
      const now = new Date().toISOString()
      // A copy starts as a draft with the next number, dated today, never sent.
      const today = now.slice(0, 10)
      const termDays = Math.round(
        (Date.parse(existing.dueDate) - Date.parse(existing.createDate)) / 86_400_000,
      )
      const copy: InvoiceRecord = {
        ...structuredClone(existing),
        id: newInvoiceId(),
        number: nextInvoiceNumber(numbersOf(db)),
        status: 'draft',
        createDate: `${today}T12:00:00.000Z`,
        dueDate: new Date(
          Date.parse(`${today}T12:00:00.000Z`) + termDays * 86_400_000,
        ).toISOString(),
        sentCount: 0,
        history: [newEvent('created', 'draft', displayNameOf(user), now)],
        createdAt: now,
        updatedAt: now,
      }
      const record = await db.invoices.create(copy)
      return HttpResponse.json({ invoice: toInvoice(db, record) }, { status: 201 })
    }),
  ),

  http.post(
    '*/api/invoices/invoice/send',
    route.admin(async ({ request, db, user }) => {
      const { id } = await readJson(request, invoiceIdBodySchema)
      const event = newEvent('sent', 'pending', displayNameOf(user))
      const updated = await db.invoices.update((q) => q.where({ id }), {
        data(draft) {
          draft.sentCount += 1
          // Sending a draft issues it; a paid invoice sent again (a copy) stays paid.
          if (draft.status === 'draft') draft.status = 'pending'
          event.status = draft.status
          draft.history = withEvent(draft.history, event)
          draft.updatedAt = event.at
        },
      })
      if (!updated) notFound()
      return HttpResponse.json({ invoice: toInvoice(db, updated) })
    }),
  ),

  http.post(
    '*/api/invoices/invoice/status',
    route.admin(async ({ request, db, user }) => {
      const { ids, status } = await readJson(request, invoiceStatusBodySchema)
      const unique = [...new Set(ids)]
      // All or nothing: every id must exist before anything changes.
      if (unique.some((id) => !find(db, id))) notFound()
      const by = displayNameOf(user)
      const invoices = []
      for (const id of unique) {
        const updated = await db.invoices.update((q) => q.where({ id }), {
          data(draft) {
            if (draft.status === status) return
            const event = newEvent('status', status, by)
            draft.status = status
            draft.history = withEvent(draft.history, event)
            draft.updatedAt = event.at
          },
        })
        if (updated) invoices.push(toInvoice(db, updated))
      }
      return HttpResponse.json({ invoices })
    }),
  ),

  http.post(
    '*/api/invoices/invoice/delete',
    route.admin(async ({ request, db }) => {
      const { ids } = await readJson(request, deleteInvoicesBodySchema)
      const unique = [...new Set(ids)]
      if (unique.some((id) => !find(db, id))) notFound()
      db.invoices.deleteMany((q) => q.where((invoice) => unique.includes(invoice.id)))
      return HttpResponse.json({ deleted: unique.length })
    }),
  ),
]

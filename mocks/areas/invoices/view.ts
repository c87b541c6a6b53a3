/** Invoices as the API answers them: overdue derived, avatars read from the directory. */
import {
  displayStatus,
  type Invoice,
  type InvoiceParty,
  type InvoiceRow,
} from '@/lib/api/schemas/invoices'
import type { Database } from '../../db/database'
import { displayNameOf, type UserRecord } from '../../lib/people'
import type { InvoiceRecord, PartyRecord } from './records'

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** A person's postal address as lines: street; city, state zip; country (in English, for mail). */
export function addressLinesOf(
  user: Pick<UserRecord, 'address' | 'city' | 'state' | 'zipCode' | 'country'>,
): string {
  const cityLine = [user.city, [user.state, user.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  const country = user.country ? (countryNames.of(user.country) ?? user.country) : ''
  return [user.address, cityLine, country].filter(Boolean).join('\n')
}

/** A directory person as an invoice party. */
export const partyOfUser = (user: UserRecord): PartyRecord => ({
  userId: user.id,
  name: displayNameOf(user),
  company: user.company,
  email: user.email,
  phoneNumber: user.phoneNumber,
  address: addressLinesOf(user),
})

/** The current avatar of each party's person, found once per answer. */
function avatarsOf(db: Database, parties: readonly PartyRecord[]): Map<string, string | null> {
  const ids = new Set(parties.map((p) => p.userId).filter((id): id is string => id !== null))
  const avatars = new Map<string, string | null>()
  for (const id of ids)
    avatars.set(id, db.users.findFirst((q) => q.where({ id }))?.avatarUrl ?? null)
  return avatars
}

const withAvatar = (party: PartyRecord, avatars: Map<string, string | null>): InvoiceParty => ({
  ...party,
  avatarUrl: party.userId ? (avatars.get(party.userId) ?? null) : null,
})

export function toInvoice(db: Database, record: InvoiceRecord, now = new Date()): Invoice {
  const avatars = avatarsOf(db, [record.from, record.to])
  return {
    ...record,
    status: displayStatus(record, now),
    from: withAvatar(record.from, avatars),
    to: withAvatar(record.to, avatars),
  }
}

export function toRows(db: Database, records: readonly InvoiceRecord[], now = new Date()) {
  const avatars = avatarsOf(
    db,
    records.map((r) => r.to),
  )
  return records.map((record): InvoiceRow => ({
    id: record.id,
    number: record.number,
    status: displayStatus(record, now),
    createDate: record.createDate,
    dueDate: record.dueDate,
    to: withAvatar(record.to, avatars),
    services: [...new Set(record.items.map((item) => item.service))],
    subtotal: record.subtotal,
    shipping: record.shipping,
    discount: record.discount,
    taxPercent: record.taxPercent,
    taxes: record.taxes,
    total: record.total,
    notes: record.notes,
    sentCount: record.sentCount,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }))
}

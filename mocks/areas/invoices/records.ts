/**
 * What the invoice area stores: invoices with their own copies of the sender and customer
 * addresses (later edits to a person or an address book keep an issued invoice as it was), the
 * stored status (overdue is derived when read), and every amount in cents.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import {
  invoiceEventSchema,
  invoiceItemSchema,
  invoicePartySchema,
  invoiceSchema,
  storedInvoiceStatusSchema,
} from '@/lib/api/schemas/invoices'
import { randomHex } from '../../db/crypto'
import type { CollectionsOf } from '../../db/database'

/** A party as stored: the avatar is read from the directory when answered. */
export const partyRecordSchema = lazySchema(() => z.omit(invoicePartySchema, { avatarUrl: true }))
export type PartyRecord = z.infer<typeof partyRecordSchema>

export const invoiceRecordSchema = lazySchema(() =>
  z.extend(
    z.omit(invoiceSchema, { status: true, from: true, to: true, items: true, history: true }),
    {
      status: storedInvoiceStatusSchema,
      from: partyRecordSchema,
      to: partyRecordSchema,
      items: z.array(invoiceItemSchema),
      history: z.array(invoiceEventSchema),
    },
  ),
)
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>
export type InvoiceEventRecord = InvoiceRecord['history'][number]

export const invoicesRecords = { invoices: invoiceRecordSchema }

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof invoicesRecords> {}
}

export const newInvoiceId = () => `inv-${randomHex(8)}`

/** A history line: `type` happened at `at`, by `by`, leaving the invoice in `status`. */
export const newEvent = (
  type: InvoiceEventRecord['type'],
  status: InvoiceRecord['status'],
  by: string,
  at: string = new Date().toISOString(),
): InvoiceEventRecord => ({ id: `event-${randomHex(6)}`, type, status, at, by })

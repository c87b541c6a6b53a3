/**
 * What the checkout area stores: address books, placed orders and discount codes. A placed
 * order copies prices and the address, so later edits do not change it.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { addressInputSchema, orderSchema } from '@/lib/api/schemas/checkout'
import type { CollectionsOf } from '../../db/database'

/** An address book entry: the form's fields, checked the same way; `fullAddress` is built when read. */
export const addressRecordSchema = lazySchema(() =>
  z.extend(addressInputSchema, {
    id: z.string(),
    userId: z.string(),
    createdAt: z.string(),
  }),
)
export type AddressRecord = z.infer<typeof addressRecordSchema>

export const orderRecordSchema = lazySchema(() =>
  z.extend(orderSchema, {
    userId: z.string(),
    discountCode: z.nullable(z.string()),
  }),
)
export type OrderRecord = z.infer<typeof orderRecordSchema>

export const discountCodeRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** Upper case; codes are matched case-insensitively. */
    code: z.string().check(z.regex(/^[A-Z0-9]+$/)),
    kind: z.enum(['percent', 'amount']),
    /** Percent (1..100) or an amount in dollars. */
    value: z.number().check(z.positive()),
    minSubtotal: z.number().check(z.gte(0)),
  }),
)
export type DiscountCodeRecord = z.infer<typeof discountCodeRecordSchema>

export const checkoutRecords = {
  addresses: addressRecordSchema,
  orders: orderRecordSchema,
  discountCodes: discountCodeRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof checkoutRecords> {}
}

/** A new address of `userId`, created now. */
export function newAddress(
  fields: Omit<AddressRecord, 'id' | 'createdAt'> & Partial<AddressRecord>,
): AddressRecord {
  return {
    id: `address-${crypto.randomUUID()}`,
    createdAt: new Date().toISOString(),
    ...fields,
  }
}

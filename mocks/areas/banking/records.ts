/**
 * What the banking area stores: one account per person who has one (an opening balance the
 * ledger starts from), its card, and its ledger of transactions. The balance is never stored: it
 * is the opening balance plus every completed transaction, so it cannot drift from the ledger.
 */
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'
import { bankCardSchema, transactionSchema } from '@/lib/api/schemas/banking'
import type { CollectionsOf } from '../../db/database'

export const bankAccountRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    /** Cents: the balance before the oldest transaction kept (trimming folds old rows into it). */
    openingBalance: z.number().check(z.int()),
    openedAt: z.string(),
  }),
)
export type BankAccountRecord = z.infer<typeof bankAccountRecordSchema>

/** The whole number is stored and sent only to its owner, on request (`card/number`). */
export const bankCardRecordSchema = lazySchema(() =>
  z.extend(z.omit(bankCardSchema, { last4: true }), {
    userId: z.string(),
    number: z.string().check(z.regex(/^\d{16}$/)),
  }),
)
export type BankCardRecord = z.infer<typeof bankCardRecordSchema>

/** A ledger row; the counterparty's avatar is read from the directory when answered. */
export const bankTransactionRecordSchema = lazySchema(() =>
  z.extend(z.omit(transactionSchema, { counterparty: true }), {
    userId: z.string(),
    counterparty: z.object({ name: z.string(), userId: z.nullable(z.string()) }),
    /** The client's id of a transfer, so a retried one is made once; null for others. */
    clientId: z.nullable(z.string()),
  }),
)
export type BankTransactionRecord = z.infer<typeof bankTransactionRecordSchema>

export const bankingRecords = {
  bankAccounts: bankAccountRecordSchema,
  bankCards: bankCardRecordSchema,
  bankTransactions: bankTransactionRecordSchema,
}

declare module '../../db/database' {
  interface Collections extends CollectionsOf<typeof bankingRecords> {}
}

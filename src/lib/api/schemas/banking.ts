/**
 * Banking (the banking dashboard, issue 18): each signed-in person's own account, its card and its
 * transactions, and transfers to people of the directory (docs/api.md, "Banking"). Amounts are
 * integer cents of USD: positive in, negative out.
 */
import { z } from 'zod'
import { clientIdField } from './common'
import { periodSchema, statSchema } from './dashboards'

export const INCOME_CATEGORIES = ['salary', 'freelance', 'refund', 'transfer'] as const
export const EXPENSE_CATEGORIES = [
  'shopping',
  'food',
  'transport',
  'bills',
  'entertainment',
  'health',
  'travel',
  'transfer',
] as const
/** Every category, income and expense ('transfer' is both). */
export const TRANSACTION_CATEGORIES = [
  'salary',
  'freelance',
  'refund',
  'transfer',
  'shopping',
  'food',
  'transport',
  'bills',
  'entertainment',
  'health',
  'travel',
] as const satisfies readonly (
  (typeof INCOME_CATEGORIES)[number] | (typeof EXPENSE_CATEGORIES)[number]
)[]
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number]
export const TRANSACTION_TYPES = ['income', 'expense'] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

/** The most one transfer may move, in cents ($10,000). */
export const MAX_TRANSFER = 1_000_000
export const TRANSFER_NOTE_MAX = 140

export const transactionSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Cents: positive for money in, negative for money out. */
  amount: z.number().int(),
  type: z.enum(TRANSACTION_TYPES),
  category: z.enum(TRANSACTION_CATEGORIES),
  /** Who paid or was paid: a shop, an employer, or a person of the directory. */
  counterparty: z.object({
    name: z.string(),
    userId: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  note: z.string(),
  status: z.enum(['completed', 'pending']),
})
export type Transaction = z.infer<typeof transactionSchema>

export const bankingSummarySchema = z.object({
  period: periodSchema,
  buckets: z.array(z.string()),
  /** The balance now, and at the start of the period (`previous`); the series is per bucket end. */
  balance: statSchema,
  income: statSchema,
  expenses: statSchema,
})
export type BankingSummary = z.infer<typeof bankingSummarySchema>

export const expenseCategoriesSchema = z.object({
  period: periodSchema,
  total: z.number().int(),
  items: z.array(
    z.object({ category: z.enum(EXPENSE_CATEGORIES), amount: z.number().int(), share: z.number() }),
  ),
})
export type ExpenseCategories = z.infer<typeof expenseCategoriesSchema>

export const transactionsQuerySchema = z.object({
  type: z.enum(TRANSACTION_TYPES, 'invalid_value').optional(),
  category: z.enum(TRANSACTION_CATEGORIES, 'invalid_value').optional(),
})

export const transactionsResponseSchema = z.object({
  rows: z.array(transactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})

/** The account's card as every screen shows it: never the whole number. */
export const bankCardSchema = z.object({
  id: z.string(),
  brand: z.enum(['visa', 'mastercard']),
  last4: z.string(),
  holder: z.string(),
  expiry: z.string(),
})
export type BankCard = z.infer<typeof bankCardSchema>

export const cardNumberResponseSchema = z.object({ number: z.string() })

export const bankContactSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  /** When the account last sent them money; null if never. */
  lastTransferAt: z.string().nullable(),
})
export const bankContactsResponseSchema = z.object({ contacts: z.array(bankContactSchema) })
export type BankContact = z.infer<typeof bankContactSchema>

export const transferBodySchema = z.object({
  contactId: z.string('contact_required').min(1, 'contact_required').max(64, 'contact_required'),
  amount: z
    .number('transfer_amount_invalid')
    .int('transfer_amount_invalid')
    .min(1, 'transfer_amount_invalid')
    .max(MAX_TRANSFER, 'transfer_too_large'),
  note: z.string().trim().max(TRANSFER_NOTE_MAX, 'message_too_long').default(''),
  /** Chosen by the client: a retried transfer is made once. */
  clientId: clientIdField,
})
export type TransferBody = z.input<typeof transferBodySchema>

export const transferResponseSchema = z.object({
  transaction: transactionSchema,
  balance: z.number().int(),
})

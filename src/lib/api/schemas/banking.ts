/**
 * Banking (the banking dashboard, issue 18): each signed-in person's own account, its card and its
 * transactions, and transfers to people of the directory (docs/api.md, "Banking"). Amounts are
 * integer cents of USD: positive in, negative out.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
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

export const transactionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    /** Cents: positive for money in, negative for money out. */
    amount: z.number().check(z.int()),
    type: z.enum(TRANSACTION_TYPES),
    category: z.enum(TRANSACTION_CATEGORIES),
    /** Who paid or was paid: a shop, an employer, or a person of the directory. */
    counterparty: z.object({
      name: z.string(),
      userId: z.nullable(z.string()),
      avatarUrl: z.nullable(z.string()),
    }),
    note: z.string(),
    status: z.enum(['completed', 'pending']),
  }),
)
export type Transaction = z.infer<typeof transactionSchema>

export const bankingSummarySchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    buckets: z.array(z.string()),
    /** The balance now, and at the start of the period (`previous`); the series is per bucket end. */
    balance: statSchema,
    income: statSchema,
    expenses: statSchema,
  }),
)
export type BankingSummary = z.infer<typeof bankingSummarySchema>

export const expenseCategoriesSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    total: z.number().check(z.int()),
    items: z.array(
      z.object({
        category: z.enum(EXPENSE_CATEGORIES),
        amount: z.number().check(z.int()),
        share: z.number(),
      }),
    ),
  }),
)
export type ExpenseCategories = z.infer<typeof expenseCategoriesSchema>

export const transactionsQuerySchema = lazySchema(() =>
  z.object({
    type: z.optional(z.enum(TRANSACTION_TYPES, 'invalid_value')),
    category: z.optional(z.enum(TRANSACTION_CATEGORIES, 'invalid_value')),
  }),
)

export const transactionsResponseSchema = lazySchema(() =>
  z.object({
    rows: z.array(transactionSchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    size: z.number().check(z.int()),
  }),
)

/** The account's card as every screen shows it: never the whole number. */
export const bankCardSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    brand: z.enum(['visa', 'mastercard']),
    last4: z.string(),
    holder: z.string(),
    expiry: z.string(),
  }),
)
export type BankCard = z.infer<typeof bankCardSchema>

export const cardNumberResponseSchema = lazySchema(() => z.object({ number: z.string() }))

export const bankContactSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    avatarUrl: z.nullable(z.string()),
    /** When the account last sent them money; null if never. */
    lastTransferAt: z.nullable(z.string()),
  }),
)
export const bankContactsResponseSchema = lazySchema(() =>
  z.object({ contacts: z.array(bankContactSchema) }),
)
export type BankContact = z.infer<typeof bankContactSchema>

export const transferBodySchema = lazySchema(() =>
  z.object({
    contactId: z
      .string('contact_required')
      .check(z.minLength(1, 'contact_required'), z.maxLength(64, 'contact_required')),
    amount: z
      .number('transfer_amount_invalid')
      .check(
        z.int('transfer_amount_invalid'),
        z.gte(1, 'transfer_amount_invalid'),
        z.lte(MAX_TRANSFER, 'transfer_too_large'),
      ),
    note: z._default(
      z.string().check(z.trim(), z.maxLength(TRANSFER_NOTE_MAX, 'message_too_long')),
      '',
    ),
    /** Chosen by the client: a retried transfer is made once. */
    clientId: clientIdField,
  }),
)
export type TransferBody = z.input<typeof transferBodySchema>

export const transferResponseSchema = lazySchema(() =>
  z.object({
    transaction: transactionSchema,
    balance: z.number().check(z.int()),
  }),
)

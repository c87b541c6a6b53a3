/** The banking dashboard's reads (docs/api.md, "Banking"): one query per widget. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet, isApiError } from '@/lib/api/http'
import {
  bankCardSchema,
  bankContactsResponseSchema,
  bankingSummarySchema,
  expenseCategoriesSchema,
  transactionsResponseSchema,
  type TransactionCategory,
  type TransactionType,
} from '@/lib/api/schemas/banking'
import { dashboardKeys } from './keys'
import { listWidget, periodWidget } from './widget-queries'

const cardResponseSchema = z.object({ card: bankCardSchema })

export interface TransactionsParams {
  type?: TransactionType
  category?: TransactionCategory
  page: number
  size: number
}

export const bankingQueries = {
  summary: periodWidget('banking', 'summary', 'api/banking/summary', bankingSummarySchema),
  expenseCategories: periodWidget(
    'banking',
    'expense-categories',
    'api/banking/expense-categories',
    expenseCategoriesSchema,
  ),
  /** The ledger, newest first, one page (not a period: the table pages through everything). */
  transactions: (params: TransactionsParams) =>
    queryOptions({
      queryKey: dashboardKeys.widget('banking', 'transactions', params),
      queryFn: () => apiGet('api/banking/transactions', transactionsResponseSchema, { ...params }),
      placeholderData: keepPreviousData,
    }),
  /** The caller's card, or null when they have none yet (the API's 404). */
  card: () =>
    queryOptions({
      queryKey: dashboardKeys.widget('banking', 'card'),
      queryFn: async () => {
        try {
          return (await apiGet('api/banking/card', cardResponseSchema)).card
        } catch (error) {
          if (isApiError(error) && error.status === 404) return null
          throw error
        }
      },
    }),
  contacts: listWidget('banking', 'contacts', 'api/banking/contacts', bankContactsResponseSchema),
}

/** The banking dashboard's figures for a period, from the caller's ledger. */
import {
  EXPENSE_CATEGORIES,
  type BankingSummary,
  type ExpenseCategories,
} from '@/lib/api/schemas/banking'
import type { Database } from '../../db/database'
import { contains, periodAnswer, trends, type Period } from '../../lib/period'
import { balanceAt, rowsOf } from './ledger'

export function bankingSummary(db: Database, userId: string, period: Period): BankingSummary {
  const rows = rowsOf(db, userId).filter((row) => row.status === 'completed')
  const { stats, ...answer } = trends(
    period,
    rows,
    (row) => row.at,
    ['income', 'expenses'],
    (row) => ({
      income: Math.max(0, row.amount),
      expenses: Math.max(0, -row.amount),
    }),
  )
  // The balance at the end of each bucket: the next bucket's start, the period's end for the last.
  const ends = [...answer.buckets.slice(1).map((start) => Date.parse(start)), period.to]
  const value = balanceAt(db, userId, period.to)
  const previous = balanceAt(db, userId, period.from)
  return {
    ...answer,
    balance: {
      value,
      previous,
      change: previous === 0 ? null : (value - previous) / Math.abs(previous),
      series: ends.map((end) => balanceAt(db, userId, end)),
    },
    income: stats.income,
    expenses: stats.expenses,
  }
}

export function expenseCategories(db: Database, userId: string, period: Period): ExpenseCategories {
  const amounts = new Map<string, number>(EXPENSE_CATEGORIES.map((category) => [category, 0]))
  for (const row of rowsOf(db, userId))
    if (row.amount < 0 && row.status === 'completed' && contains(period, row.at))
      amounts.set(row.category, (amounts.get(row.category) ?? 0) - row.amount)
  const total = [...amounts.values()].reduce((sum, amount) => sum + amount, 0)
  return {
    period: periodAnswer(period),
    total,
    items: EXPENSE_CATEGORIES.map((category) => {
      const amount = amounts.get(category) ?? 0
      return { category, amount, share: total === 0 ? 0 : amount / total }
    }),
  }
}

/**
 * The ledger's rules: balances from the rows, what a transfer writes, and how a full ledger
 * keeps its newest rows without changing the balance (old rows fold into the opening balance).
 */
import type { BankContact, Transaction } from '@/lib/api/schemas/banking'
import type { Database } from '../../db/database'
import { randomHex } from '../../db/crypto'
import { COLLECTION_LIMITS } from '../../lib/limits'
import { displayNameOf } from '../../lib/people'
import type { BankTransactionRecord } from './records'

export const rowsOf = (db: Database, userId: string) =>
  db.bankTransactions
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))

export const accountOf = (db: Database, userId: string) =>
  db.bankAccounts.findFirst((q) => q.where({ userId }))

/** The balance at `at` (now by default): the opening balance and every completed row before it. */
export function balanceAt(db: Database, userId: string, at = Infinity): number {
  let balance = accountOf(db, userId)?.openingBalance ?? 0
  for (const row of db.bankTransactions.findMany((q) => q.where({ userId })))
    if (row.status === 'completed' && Date.parse(row.at) < at) balance += row.amount
  return balance
}

/** A row as answered: the counterparty's current avatar from the directory. */
export function toTransaction(db: Database, row: BankTransactionRecord): Transaction {
  const { userId: _owner, clientId: _clientId, counterparty, ...rest } = row
  const person = counterparty.userId
    ? db.users.findFirst((q) => q.where({ id: counterparty.userId! }))
    : undefined
  return { ...rest, counterparty: { ...counterparty, avatarUrl: person?.avatarUrl ?? null } }
}

/** The account of `userId`, opened now at zero if they have none yet. */
export async function ensureAccount(db: Database, userId: string) {
  return (
    accountOf(db, userId) ??
    (await db.bankAccounts.create({
      id: `bank-${randomHex(8)}`,
      userId,
      openingBalance: 0,
      openedAt: new Date().toISOString(),
    }))
  )
}

/**
 * Keeps a ledger within COLLECTION_LIMITS.bankTransactionsPerUser: the oldest completed rows beyond
 * it are folded into the opening balance and removed, so the balance stays exactly the same and
 * nobody's incoming transfers can be refused for a full ledger.
 */
export async function trimLedger(db: Database, userId: string) {
  const rows = rowsOf(db, userId)
  const excess = rows.slice(COLLECTION_LIMITS.bankTransactionsPerUser)
  if (excess.length === 0) return
  const folded = excess.reduce((sum, row) => sum + (row.status === 'completed' ? row.amount : 0), 0)
  await db.bankAccounts.update((q) => q.where({ userId }), {
    data(draft) {
      draft.openingBalance += folded
    },
  })
  const ids = new Set(excess.map((row) => row.id))
  db.bankTransactions.deleteMany((q) => q.where({ id: (id: string) => ids.has(id) }))
}

/** The people one may send money to: the directory's active people, the latest recipients first. */
export function contactsOf(db: Database, userId: string, limit: number): BankContact[] {
  const last = new Map<string, string>()
  for (const row of db.bankTransactions.findMany((q) => q.where({ userId })))
    if (row.category === 'transfer' && row.amount < 0 && row.counterparty.userId) {
      const seen = last.get(row.counterparty.userId)
      if (!seen || seen < row.at) last.set(row.counterparty.userId, row.at)
    }
  return db.users
    .findMany((q) => q.where({ status: 'active' }))
    .filter((user) => user.id !== userId)
    .map((user) => ({
      userId: user.id,
      name: displayNameOf(user),
      email: user.email,
      avatarUrl: user.avatarUrl,
      lastTransferAt: last.get(user.id) ?? null,
    }))
    .sort(
      (a, b) =>
        (b.lastTransferAt ?? '').localeCompare(a.lastTransferAt ?? '') ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit)
}

export const newTransactionId = () => `txn-${randomHex(8)}`

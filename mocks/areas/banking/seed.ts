/**
 * Two years of banking for the demo admin and half a year for the demo user, relative to the
 * seeding moment: a monthly salary, some freelance income, the rent, everyday spending at named
 * shops, and transfers to and from people of the directory. Deterministic; about 500 rows in all
 * (each unit test reseeds the whole database, so the ledger stays short). Two years, so that the
 * dashboard's default period (the last twelve months) compares with a year of the same account:
 * with one, the previous period held no income and no spending ("New this period").
 */
import type { TransactionCategory } from '@/lib/api/schemas/banking'
import type { Database, SeedContext } from '../../db/database'
import type { Random } from '../../db/random'
import { DEMO_ADMIN_ID, DEMO_USER_ID } from '../../lib/demo-accounts'
import { DIRECTORY, directoryUserId } from '../../lib/directory'
import type { BankTransactionRecord } from './records'

const DAY = 86_400_000

/** Shops by category, with a typical spend in dollars. */
const SPENDING: {
  category: TransactionCategory
  shops: string[]
  min: number
  max: number
  perMonth: number
}[] = [
  {
    category: 'food',
    shops: ['Green Basket Market', 'Café Lumière', 'Noodle Bar 88'],
    min: 8,
    max: 95,
    perMonth: 5,
  },
  {
    category: 'shopping',
    shops: ['Northwind Outfitters', 'Pixel & Co', 'Maison Bloom'],
    min: 20,
    max: 340,
    perMonth: 2,
  },
  {
    category: 'transport',
    shops: ['Metro Card', 'CityRide', 'Fuel Stop'],
    min: 4,
    max: 70,
    perMonth: 3,
  },
  {
    category: 'bills',
    shops: ['Bright Energy', 'Skyline Fibre', 'Mobile Plus'],
    min: 35,
    max: 160,
    perMonth: 2,
  },
  {
    category: 'entertainment',
    shops: ['Cinema Nova', 'StreamBox', 'Live Hall'],
    min: 9,
    max: 120,
    perMonth: 1,
  },
  { category: 'health', shops: ['City Pharmacy', 'Pulse Gym'], min: 12, max: 90, perMonth: 1 },
  { category: 'travel', shops: ['SkyWays', 'Harbour Hotel'], min: 140, max: 900, perMonth: 0.3 },
]

interface Profile {
  userId: string
  months: number
  salary: number
  employer: string
  /** Paid on the month's first day, after the salary. */
  rent: number
  opening: number
}

const PROFILES: Profile[] = [
  {
    userId: DEMO_ADMIN_ID,
    months: 24,
    salary: 7_200,
    employer: 'Tangram Labs',
    rent: 2_450,
    opening: 12_400,
  },
  {
    userId: DEMO_USER_ID,
    months: 6,
    salary: 4_300,
    employer: 'Northwind',
    rent: 1_450,
    opening: 2_150,
  },
]

const LANDLORD = 'Harbour Lettings'

const cents = (dollars: number) => Math.round(dollars * 100)

function ledger(
  random: Random,
  profile: Profile,
  now: number,
): Omit<BankTransactionRecord, 'id'>[] {
  const rows: Omit<BankTransactionRecord, 'id'>[] = []
  const row = (
    at: number,
    amount: number,
    category: TransactionCategory,
    counterparty: BankTransactionRecord['counterparty'],
    note = '',
  ) => {
    if (at > now) return
    rows.push({
      userId: profile.userId,
      at: new Date(at).toISOString(),
      amount,
      type: amount >= 0 ? 'income' : 'expense',
      category,
      counterparty,
      note,
      // The last two days' card payments are still being settled.
      status: amount < 0 && now - at < 2 * DAY && category !== 'transfer' ? 'pending' : 'completed',
      clientId: null,
    })
  }
  const current = new Date(now)
  for (let monthsAgo = profile.months - 1; monthsAgo >= 0; monthsAgo -= 1) {
    const start = Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - monthsAgo, 1)
    const length =
      Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - monthsAgo + 1, 1) - start
    const inMonth = () => start + random.next() * length
    row(start + 9 * 3_600_000, cents(profile.salary), 'salary', {
      name: profile.employer,
      userId: null,
    })
    row(start + 10 * 3_600_000, -cents(profile.rent), 'bills', { name: LANDLORD, userId: null })
    if (random.bool(0.5))
      row(inMonth(), cents(random.int(300, 1_500)), 'freelance', {
        name: 'Studio Aria',
        userId: null,
      })
    for (const spend of SPENDING) {
      const count =
        spend.perMonth >= 1
          ? spend.perMonth + random.int(-1, 1)
          : random.bool(spend.perMonth)
            ? 1
            : 0
      for (let n = 0; n < count; n += 1)
        row(inMonth(), -cents(random.int(spend.min * 100, spend.max * 100) / 100), spend.category, {
          name: random.pick(spend.shops),
          userId: null,
        })
    }
    if (random.bool(0.6)) {
      const index = random.int(0, DIRECTORY.length - 1)
      const person = DIRECTORY[index]!
      const counterparty = {
        name: `${person.firstName} ${person.lastName}`,
        userId: directoryUserId(index),
      }
      if (random.bool(0.5))
        row(inMonth(), -cents(random.int(20, 250)), 'transfer', counterparty, 'Dinner')
      else row(inMonth(), cents(random.int(20, 250)), 'transfer', counterparty, 'Thanks!')
    }
  }
  return rows.sort((a, b) => a.at.localeCompare(b.at))
}

export async function seedBanking(db: Database, { random }: SeedContext) {
  const now = Date.now()
  for (const profile of PROFILES) {
    const user = db.users.findFirst((q) => q.where({ id: profile.userId }))
    if (!user) continue
    const openedAt = Date.UTC(
      new Date(now).getUTCFullYear(),
      new Date(now).getUTCMonth() - profile.months,
      1,
    )
    await db.bankAccounts.create({
      id: `bank-${profile.userId}`,
      userId: profile.userId,
      openingBalance: cents(profile.opening),
      openedAt: new Date(openedAt).toISOString(),
    })
    await db.bankCards.create({
      id: `card-${profile.userId}`,
      userId: profile.userId,
      brand: profile.userId === DEMO_ADMIN_ID ? 'visa' : 'mastercard',
      // Test numbers of the card networks: they pass the Luhn check and charge nothing anywhere.
      number: profile.userId === DEMO_ADMIN_ID ? '4000056655665556' : '5200828282828210',
      holder: `${user.firstName} ${user.lastName}`,
      expiry: `0${random.int(1, 9)}/${String((new Date(now).getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
    })
    for (const row of ledger(random, profile, now))
      await db.bankTransactions.create({ ...row, id: `txn-${random.uuid()}` })
  }
}

/** GET /api/users/list and /cards: the directory's filters and sorts on the shared list query. */
import {
  DEFAULT_USER_PAGE_SIZE,
  USER_STATUSES,
  type UserCardsQuery,
  type UserListQuery,
} from '@/lib/api/schemas/users'
import { ROLES } from '@/lib/api/schemas/account'
import { byCode, byText, csv, isOneOf, queryList, type Compare } from '../../lib/list-query'
import { displayNameOf, matchesPerson, type UserRecord } from '../../lib/people'

/** Field errors (message codes) of the comma-separated filters the query schema leaves open. */
export function listQueryErrors(query: UserListQuery): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!csv(query.roles).every(isOneOf(ROLES))) errors.roles = 'invalid_value'
  return errors
}

const STATUS_ORDER = Object.fromEntries(USER_STATUSES.map((s, i) => [s, i]))

const ASCENDING: Record<NonNullable<UserListQuery['sort']>, Compare<UserRecord>> = {
  name: byText(displayNameOf),
  email: byText((u) => u.email),
  phoneNumber: byCode((u) => u.phoneNumber),
  company: byText((u) => u.company),
  role: byCode((u) => u.role),
  status: (a, b) => (STATUS_ORDER[a.status] ?? 0) - (STATUS_ORDER[b.status] ?? 0),
  createdAt: byCode((u) => u.createdAt),
}

const byId = byCode<UserRecord>((u) => u.id)

export function queryUsers(users: readonly UserRecord[], query: UserListQuery) {
  const roles = csv(query.roles)
  // The counts per status follow every filter but the status itself (the tabs' numbers).
  const others = users.filter(
    (u) => matchesPerson(u, query.search) && (roles.length === 0 || roles.includes(u.role)),
  )
  const counts = { all: others.length, active: 0, pending: 0, banned: 0, rejected: 0 }
  for (const user of others) counts[user.status] += 1
  const sort = query.sort ?? 'createdAt'
  const page = queryList(others, {
    filter: query.status ? (u) => u.status === query.status : undefined,
    compare: ASCENDING[sort],
    // Names read A to Z first; everything else newest or largest first.
    direction: (query.order ?? (sort === 'createdAt' ? 'desc' : 'asc')) === 'asc' ? 1 : -1,
    tieBreak: byId,
    page: query.page ?? 1,
    size: query.size ?? DEFAULT_USER_PAGE_SIZE,
  })
  return { ...page, counts }
}

/**
 * Cards show the team by name: everyone but banned and refused accounts (a person added a
 * minute ago is on the team before they verify their e-mail).
 */
export function queryCards(users: readonly UserRecord[], query: UserCardsQuery, size: number) {
  return queryList(users, {
    filter: (u) =>
      u.status !== 'banned' && u.status !== 'rejected' && matchesPerson(u, query.search),
    compare: byText(displayNameOf),
    direction: 1,
    tieBreak: byId,
    page: query.page ?? 1,
    size,
  })
}

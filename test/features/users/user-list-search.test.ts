import { describe, expect, it } from 'vitest'
import {
  hasUserFilters,
  pageRange,
  parseUserListSearch,
  resolvedUserSort,
  userListApiQuery,
} from '@/features/users/user-list/user-list-search'
import {
  parseUserCardsSearch,
  userCardsApiQuery,
} from '@/features/users/user-cards/user-cards-search'
import { userLock } from '@/features/users/protection'

describe('user list URL state', () => {
  it('keeps valid values, in the canonical order of roles', () => {
    expect(
      parseUserListSearch({
        q: '  anna ',
        status: 'banned',
        roles: 'user,admin,user',
        sort: 'phoneNumber',
        order: 'desc',
        page: '3',
        size: 25,
        dense: true,
      }),
    ).toEqual({
      q: 'anna',
      status: 'banned',
      roles: ['admin', 'user'],
      sort: 'phoneNumber',
      order: 'desc',
      page: 3,
      size: 25,
      dense: true,
    })
  })

  it('drops unknown, malformed and default values', () => {
    expect(
      parseUserListSearch({
        q: '   ',
        status: 'deleted',
        roles: 'owner',
        sort: 'password',
        order: 'up',
        page: 0,
        size: 7,
        dense: 'no',
      }),
    ).toEqual({})
    expect(parseUserListSearch({ page: 1, size: 10 })).toEqual({})
  })

  it('asks the API for newest first by default, names A to Z when sorted by name alone', () => {
    expect(resolvedUserSort({})).toEqual({ sort: 'createdAt', order: 'desc' })
    expect(resolvedUserSort({ sort: 'name' })).toEqual({ sort: 'name', order: 'asc' })
    expect(
      userListApiQuery({ q: 'li', status: 'active', roles: ['admin', 'user'], page: 2, size: 5 }),
    ).toEqual({
      search: 'li',
      status: 'active',
      roles: 'admin,user',
      sort: 'createdAt',
      order: 'desc',
      page: 2,
      size: 5,
    })
  })

  it('counts search and roles as filters, not the tab, sort or page', () => {
    expect(hasUserFilters({ status: 'banned', sort: 'name', page: 3 })).toBe(false)
    expect(hasUserFilters({ q: 'x' })).toBe(true)
    expect(hasUserFilters({ roles: ['admin'] })).toBe(true)
  })

  it('numbers the rows of a page', () => {
    expect(pageRange(2, 10, 15)).toEqual([11, 15])
    expect(pageRange(1, 10, 0)).toEqual([0, 0])
  })
})

describe('user cards URL state', () => {
  it('keeps the search and the page, drops the rest', () => {
    expect(parseUserCardsSearch({ q: ' kim ', page: '2', sort: 'name' })).toEqual({
      q: 'kim',
      page: 2,
    })
    expect(parseUserCardsSearch({ page: 1, q: '' })).toEqual({})
    expect(userCardsApiQuery({})).toEqual({ search: undefined, page: 1 })
  })
})

describe('protected people', () => {
  const me = { id: 'me' }
  it('locks the demo accounts (any case) and oneself, nobody else', () => {
    expect(userLock({ id: 'a', email: 'Demo@Example.com' }, me)).toBe('demo')
    expect(userLock({ id: 'b', email: 'user@example.com' }, me)).toBe('demo')
    expect(userLock({ id: 'me', email: 'me@example.com' }, me)).toBe('self')
    expect(userLock({ id: 'c', email: 'c@example.com' }, me)).toBeNull()
    expect(userLock({ id: 'me', email: 'me@example.com' }, undefined)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import {
  emptyUserValues,
  statusAfterBanSwitch,
  toCreateInput,
} from '@/features/users/user-editor/user-form-values'
import { userLocks } from '@/features/users/protection'

describe('userLocks: what the editor disables, as the API refuses it', () => {
  const someone = { id: 'user-1', email: 'ana@example.com' }
  const admin = { id: 'user-demo-admin', email: 'demo@example.com' }

  it.each([
    ['a new user', undefined, admin, { roleAndStatus: null, email: null, delete: null }],
    ['someone else', someone, admin, { roleAndStatus: null, email: null, delete: null }],
    ['oneself', someone, someone, { roleAndStatus: 'self', email: null, delete: 'self' }],
    ['the demo admin', admin, someone, { roleAndStatus: 'demo', email: 'demo', delete: 'demo' }],
    [
      'the demo user (e-mail in any case)',
      { id: 'user-demo-user', email: 'User@Example.com' },
      admin,
      { roleAndStatus: 'demo', email: 'demo', delete: 'demo' },
    ],
  ] as const)('%s', (_, target, me, locks) => {
    expect(userLocks(target, me)).toEqual(locks)
  })
})

describe('statusAfterBanSwitch', () => {
  it.each([
    [true, 'active', 'banned'],
    [true, 'pending', 'banned'],
    [false, 'pending', 'pending'],
    [false, 'rejected', 'rejected'],
    // Lifting the ban of someone who was banned when the form opened makes them active.
    [false, 'banned', 'active'],
  ] as const)('banned %s, opened as %s: %s', (banned, initial, expected) => {
    expect(statusAfterBanSwitch(banned, initial)).toBe(expected)
  })
})

it('a new user is sent without a status or verified flag: those are the server’s', () => {
  const input = toCreateInput(emptyUserValues())
  expect(input).not.toHaveProperty('status')
  expect(input).not.toHaveProperty('emailVerified')
  expect(input).toMatchObject({ role: 'user', avatarUrl: null })
})

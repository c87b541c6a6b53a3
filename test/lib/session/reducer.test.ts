import { describe, expect, it } from 'vitest'
import { AUTH_METHOD, authReducer, initialAuthState, type AuthState } from '@/lib/session/reducer'
import type { User } from '@/lib/api/schemas/account'

const user = { id: 'u1', email: 'a@b.co', displayName: 'A B' } as User

describe('auth reducer (spec §4)', () => {
  it('starts uninitialized and signed out, method jwt', () => {
    expect(initialAuthState).toEqual({ isInitialized: false, isAuthenticated: false, user: null })
    expect(AUTH_METHOD).toBe('jwt')
  })

  it.each([
    [
      { type: 'INITIAL', isAuthenticated: true, user },
      { isInitialized: true, isAuthenticated: true, user },
    ],
    [
      { type: 'INITIAL', isAuthenticated: false, user: null },
      { isInitialized: true, isAuthenticated: false, user: null },
    ],
    [
      { type: 'LOGIN', user },
      { isInitialized: false, isAuthenticated: true, user },
    ],
    [
      { type: 'REGISTER', user },
      { isInitialized: false, isAuthenticated: true, user },
    ],
  ] as const)('%o', (action, expected) => {
    expect(authReducer(initialAuthState, action)).toEqual(expected)
  })

  it('LOGOUT signs out and clears the user, keeping the initialized flag', () => {
    const signedIn: AuthState = { isInitialized: true, isAuthenticated: true, user }
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toEqual({
      isInitialized: true,
      isAuthenticated: false,
      user: null,
    })
  })
})

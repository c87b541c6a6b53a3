/** The session state machine of spec §3/§4, as a pure reducer. */
import type { User } from '@/lib/api/schemas/account'

export interface AuthState {
  isInitialized: boolean
  isAuthenticated: boolean
  user: User | null
}

export type AuthAction =
  | { type: 'INITIAL'; isAuthenticated: boolean; user: User | null }
  | { type: 'LOGIN'; user: User }
  | { type: 'REGISTER'; user: User }
  | { type: 'LOGOUT' }

/** Spec §4: starts uninitialized and unauthenticated, with no user. */
export const initialAuthState: AuthState = {
  isInitialized: false,
  isAuthenticated: false,
  user: null,
}

/** Spec §3: the auth method label. */
export const AUTH_METHOD = 'jwt'

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INITIAL':
      return { isInitialized: true, isAuthenticated: action.isAuthenticated, user: action.user }
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, isAuthenticated: true, user: action.user }
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: null }
  }
}

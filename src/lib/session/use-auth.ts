import { useQueryClient } from '@tanstack/react-query'
import { useAtomValue, useStore } from 'jotai'
import { useMemo } from 'react'
import type { LoginBody, RegisterBody } from '@/lib/api/schemas/account'
import { authAtom } from './atoms'
import { signIn, signOut, signUp, verifyEmail } from './auth-service'
import { AUTH_METHOD } from './reducer'
import { readStoredToken } from './session'
import { decodeToken, isValidToken } from './token'

/** The session for components: state (spec §3), method 'jwt', and the actions. */
export function useAuth() {
  const store = useStore()
  const queryClient = useQueryClient()
  const state = useAtomValue(authAtom)
  return useMemo(
    () => ({
      ...state,
      method: AUTH_METHOD,
      login: (body: LoginBody) => signIn(store, queryClient, body),
      register: (body: RegisterBody) => signUp(store, queryClient, body),
      verify: (code: string) => verifyEmail(store, queryClient, code),
      logout: () => signOut(store, queryClient),
    }),
    [state, store, queryClient],
  )
}

/** The user's role: from the account once loaded, from the token before that. */
export function useCurrentRole(): string | undefined {
  const { user } = useAtomValue(authAtom)
  if (user) return user.role
  const token = readStoredToken()
  return isValidToken(token) ? decodeToken(token)?.role : undefined
}

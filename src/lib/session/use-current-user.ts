import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import type { User } from '@/lib/api/schemas/account'
import { currentUserQueryOptions } from './api'
import { authAtom } from './atoms'

/**
 * The signed-in user's account as the server last described it, or undefined while signed out or
 * still starting. Never fetches for a visitor: without a session the call could only answer 401.
 */
export function useCurrentUser(): User | undefined {
  const { isAuthenticated } = useAtomValue(authAtom)
  return useQuery({ ...currentUserQueryOptions(), enabled: isAuthenticated }).data
}

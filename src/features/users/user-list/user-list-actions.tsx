/**
 * What the rows may do, for the cells: the columns are module constants (the table never rebuilds
 * its column model), so the page hands its handlers and the signed-in user down through context.
 */
import { createContext, useContext } from 'react'
import type { User } from '@/lib/api/schemas/users'

export interface UserListActions {
  /** The signed-in user (their own row is locked). */
  me: User | undefined
  /** Absent for readers (the `user` role): no selection, no writes. */
  onQuickEdit?: (user: User) => void
  onDelete?: (user: User) => void
}

export const UserListActionsContext = createContext<UserListActions>({ me: undefined })

export const useUserListActions = () => useContext(UserListActionsContext)

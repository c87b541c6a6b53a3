import { atom } from 'jotai'
import { atomWithReducer } from 'jotai/utils'
import { authReducer, initialAuthState } from './reducer'

/**
 * The session state (spec §3). The user object is the session's identity as the server last
 * described it; screens that show account data read it from here.
 */
export const authAtom = atomWithReducer(initialAuthState, authReducer)

export const currentUserAtom = atom((get) => get(authAtom).user)

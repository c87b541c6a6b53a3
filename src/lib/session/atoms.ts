import { atomWithReducer } from 'jotai/utils'
import { authReducer, initialAuthState } from './reducer'

/**
 * The session state (spec §3). `user` is who signed in, as the sign-in answer described them: the
 * guards and the role read it. The account data screens show is the current-user query
 * (`useCurrentUser`), which account edits keep up to date.
 */
export const authAtom = atomWithReducer(initialAuthState, authReducer)

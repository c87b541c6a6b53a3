/**
 * The calls the session itself makes (spec §7, docs/api.md): sign in, register, verify, and the
 * signed-in user's account, which is a React Query entry so every screen reads one copy of it.
 */
import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost } from '@/lib/api/http'
import {
  authResponseSchema,
  myAccountResponseSchema,
  type LoginBody,
  type RegisterBody,
} from '@/lib/api/schemas/account'

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

const fetchMyAccount = () => apiGet('api/account/my-account', myAccountResponseSchema)

/**
 * The signed-in user's account. The session fills it when it starts or signs in, and account
 * edits write their answer into it, so it never goes stale by itself; signing out clears it.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: async () => (await fetchMyAccount()).user,
    staleTime: Infinity,
  })

export const loginRequest = (body: LoginBody) =>
  apiPost('api/account/login', body, authResponseSchema)

export const registerRequest = (body: RegisterBody) =>
  apiPost('api/account/register', body, authResponseSchema)

/** Sends the stored token explicitly: after register it is not the default header yet. */
export const verifyRequest = (code: string, token: string) =>
  apiPost('api/account/verify', { code }, authResponseSchema, bearer(token))

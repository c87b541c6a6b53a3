import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/login/login-page'
import { parseAuthSearch } from '@/features/auth/search'

/** The same form, shown to anyone (no redirect for a signed-in user). */
export const Route = createFileRoute('/auth/login-unprotected')({
  validateSearch: parseAuthSearch,
  component: LoginPage,
})

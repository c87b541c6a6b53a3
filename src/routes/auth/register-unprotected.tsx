import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/auth/register/register-page'

/** The same form, shown to anyone (no redirect for a signed-in user). */
export const Route = createFileRoute('/auth/register-unprotected')({
  component: RegisterPage,
})

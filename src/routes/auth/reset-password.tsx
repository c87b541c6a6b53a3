import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth/reset-password/reset-password-page'
import { parseAuthSearch } from '@/features/auth/search'

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: parseAuthSearch,
  component: ResetPasswordPage,
})

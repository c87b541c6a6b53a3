import { createFileRoute } from '@tanstack/react-router'
import { NewPasswordPage } from '@/features/auth/new-password/new-password-page'
import { parseAuthSearch } from '@/features/auth/search'

export const Route = createFileRoute('/auth/new-password')({
  validateSearch: parseAuthSearch,
  component: NewPasswordPage,
})

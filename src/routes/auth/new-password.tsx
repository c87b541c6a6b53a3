import { createFileRoute } from '@tanstack/react-router'
import { NewPasswordPage } from '@/features/auth/new-password/new-password-page'

export const Route = createFileRoute('/auth/new-password')({
  component: NewPasswordPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/auth/components/register-page'
import { redirectSignedIn } from '@/features/auth/guards'

export const Route = createFileRoute('/auth/register')({
  beforeLoad: ({ context, search }) => redirectSignedIn(context.store, search.returnTo),
  component: RegisterPage,
})

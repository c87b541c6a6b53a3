import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/auth/register/register-page'
import { redirectSignedIn } from '@/lib/session/guards'

export const Route = createFileRoute('/auth/register')({
  beforeLoad: ({ context, search }) => redirectSignedIn(context.store, search.returnTo),
  component: RegisterPage,
})

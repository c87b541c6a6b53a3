import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/login/login-page'
import { redirectSignedIn } from '@/lib/session/guards'

export const Route = createFileRoute('/auth/login')({
  beforeLoad: ({ context, search }) => redirectSignedIn(context.store, search.returnTo),
  component: LoginPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/components/login-page'
import { redirectSignedIn } from '@/features/auth/guards'

export const Route = createFileRoute('/auth/login')({
  beforeLoad: ({ context, search }) => redirectSignedIn(context.store, search.returnTo),
  component: LoginPage,
})

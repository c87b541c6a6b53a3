import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/login/login-page'
import { redirectSignedIn } from '@/lib/session/guards'
import { parseAuthSearch } from '@/features/auth/search'

export const Route = createFileRoute('/auth/login')({
  validateSearch: parseAuthSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.store, search.returnTo),
  component: LoginPage,
})

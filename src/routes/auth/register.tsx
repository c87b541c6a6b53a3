import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/auth/register/register-page'
import { redirectSignedIn } from '@/lib/session/guards'
import { parseAuthSearch } from '@/features/auth/search'

export const Route = createFileRoute('/auth/register')({
  validateSearch: parseAuthSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.store, search.returnTo),
  component: RegisterPage,
})

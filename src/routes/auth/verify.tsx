import { createFileRoute } from '@tanstack/react-router'
import { VerifyPage } from '@/features/auth/verify/verify-page'
import { requirePendingVerification } from '@/lib/session/guards'
import { parseAuthSearch } from '@/features/auth/search'

export const Route = createFileRoute('/auth/verify')({
  validateSearch: parseAuthSearch,
  beforeLoad: ({ context, search }) => requirePendingVerification(context.store, search.returnTo),
  component: VerifyPage,
})

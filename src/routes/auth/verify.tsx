import { createFileRoute } from '@tanstack/react-router'
import { VerifyPage } from '@/features/auth/verify/verify-page'
import { requirePendingVerification } from '@/lib/session/guards'

export const Route = createFileRoute('/auth/verify')({
  beforeLoad: ({ context, search }) => requirePendingVerification(context.store, search.returnTo),
  component: VerifyPage,
})

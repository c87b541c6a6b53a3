import { createFileRoute } from '@tanstack/react-router'
import { VerifyPage } from '@/features/auth/components/verify-page'
import { requirePendingVerification } from '@/features/auth/guards'

export const Route = createFileRoute('/auth/verify')({
  beforeLoad: ({ context, search }) => requirePendingVerification(context.store, search.returnTo),
  component: VerifyPage,
})
